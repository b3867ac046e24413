import styled from 'styled-components';

/** The admin's lists as tables: compact rows with a rule between them. */
export const AdminTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
`;

/**
 * Lets a wide table scroll sideways on a phone instead of widening the page. Positioned, so the
 * visually hidden texts inside (absolutely positioned) scroll with the table rather than widening
 * the page from outside it.
 */
export const TableScroll = styled.div`
  position: relative;
  overflow-x: auto;
`;
