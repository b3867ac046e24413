import styled from 'styled-components';
import { controlStyles } from './control-styles.ts';

const CHEVRON = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%2364748b' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E")`;

export const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: 36px;
  background-image: ${CHEVRON};
  background-repeat: no-repeat;
  background-position: right 12px center;
  cursor: pointer;
`;
