import { Spinner } from '@vaani/ui';
import styled from 'styled-components';

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: 64px 16px;
  color: ${({ theme }) => theme.colors.text};
`;

export function CheckingPermissions() {
  return (
    <Centre>
      <Spinner label="Checking permissions…" showLabel />
    </Centre>
  );
}
