import type { StaffRole } from '@vaani/data';

/** The guard's decision: still checking, send to sign-in, no admin access, or the person's role. */
export type AdminAccess = 'checking' | 'signed-out' | 'no-access' | StaffRole;

export interface AccessInputs {
  sessionLoading: boolean;
  userId: string | undefined;
  roleLoading: boolean;
  role: StaffRole | null;
}

/** A role check that failed has already been turned into "no role". */
export function adminAccess({ sessionLoading, userId, roleLoading, role }: AccessInputs): AdminAccess {
  if (sessionLoading) return 'checking';
  if (!userId) return 'signed-out';
  if (roleLoading) return 'checking';
  return role ?? 'no-access';
}
