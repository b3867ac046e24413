import styled from 'styled-components';

/**
 * The admin's lists as tables. On a phone each row is a card of its cells, two to a line, so no
 * column is cut off or scrolled out of sight; the column names stay for screen readers.
 */
export const AdminTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  tr {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 6px 12px;
    align-items: start;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th,
  td {
    display: block;
    min-width: 0;
    padding: 0;
    text-align: left;
    overflow-wrap: anywhere;
  }
  td:empty {
    display: none;
  }
  ${({ theme }) => theme.media.md} {
    thead {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip-path: none;
      white-space: normal;
    }
    tr {
      display: table-row;
      padding: 0;
      border: 0;
    }
    th,
    td {
      display: table-cell;
      padding: 8px;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      vertical-align: top;
      overflow-wrap: normal;
    }
  }
`;

/**
 * Lets a wide table scroll sideways on a tablet. Positioned, so the absolutely positioned hidden
 * texts inside scroll with it rather than widening the page.
 */
export const TableScroll = styled.div`
  position: relative;
  overflow-x: auto;
`;
