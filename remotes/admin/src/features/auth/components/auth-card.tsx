import styled from 'styled-components';

/** The narrow centred card the sign-in screen and its signed-in variant share. */
export const AuthCard = styled.section`
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
`;

export const AuthTitle = styled.h1`
  margin: 0;
  font-size: 24px;
  line-height: 1.25;
`;

export const AuthLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.mutedText};
`;
