import styled from 'styled-components';

/** The auth cards' forms: one column of fields. */
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
