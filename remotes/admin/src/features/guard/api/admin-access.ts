export type AdminAccess = 'checking' | 'signed-out' | 'not-admin' | 'admin';

export interface AccessInputs {
  sessionLoading: boolean;
  userId: string | undefined;
  roleLoading: boolean;
  isAdmin: boolean;
}

/** The guard's decision; a role check that failed has already been turned into "not admin". */
export function adminAccess({ sessionLoading, userId, roleLoading, isAdmin }: AccessInputs): AdminAccess {
  if (sessionLoading) return 'checking';
  if (!userId) return 'signed-out';
  if (roleLoading) return 'checking';
  return isAdmin ? 'admin' : 'not-admin';
}
