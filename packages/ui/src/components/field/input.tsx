import styled from 'styled-components';
import { controlStyles } from './control-styles.ts';

export const Input = styled.input`
  ${controlStyles}
`;
