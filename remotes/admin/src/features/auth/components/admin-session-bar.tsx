import { useSession } from '@vaani/data';
import styled from 'styled-components';
import { SignOutButton } from './sign-out-button.tsx';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: flex-end;
  max-width: 1180px;
  margin: 0 auto;
  padding: 12px 16px 0;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: 14px;
`;

/** Who is signed in, and the way out, above every admin screen. */
export function AdminSessionBar() {
  const { session } = useSession();
  return (
    <Bar>
      {session?.user.email ? <span>Signed in as {session.user.email}</span> : null}
      <SignOutButton />
    </Bar>
  );
}
