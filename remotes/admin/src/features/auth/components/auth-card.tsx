import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Card = styled.section`
  box-sizing: border-box;
  width: 100%;
  max-width: 420px;
  margin: 48px auto;
  padding: 32px 24px;
  display: flex;
  flex-direction: column;
  gap: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.text};
  h1 {
    margin: 0;
    font-size: 24px;
    line-height: 1.25;
  }
  h1 + p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/** The narrow centred card every /auth view is: its title, a line under it, then its form or answer. */
export function AuthCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p>{lead}</p>
      {children}
    </Card>
  );
}

export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** A refusal in an auth card, announced when it appears. */
export const AuthAlert = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 500;
`;
