import { Button } from '@vaani/ui';
import { Link } from '@vaani/router';
import styled from 'styled-components';
import { AuthCard } from './auth-card.tsx';

export interface SignedInPanelProps {
  email: string;
  signingOut: boolean;
  onSignOut: () => void;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

const AdminLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** What /auth shows to someone already signed in: who they are and the way out. */
export function SignedInPanel({ email, signingOut, onSignOut }: SignedInPanelProps) {
  return (
    <AuthCard title="You are signed in" lead={`Signed in as ${email}`}>
      <Actions>
        <AdminLink to="/admin">Go to the admin panel</AdminLink>
        <Button type="button" variant="outline" onClick={onSignOut} loading={signingOut}>
          Sign out
        </Button>
      </Actions>
    </AuthCard>
  );
}
