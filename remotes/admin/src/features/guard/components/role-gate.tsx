import type { ReactNode } from 'react';
import { mayOpen, type AdminScreenId } from '../../admin-shell/admin-links.ts';
import { useCurrentRole } from '../api/current-role.ts';
import { NotForYourRole } from './not-for-your-role.tsx';

/** A screen the person's role does not open says so instead (its data would be refused anyway). */
export function RoleGate({ screen, children }: { screen: AdminScreenId; children: ReactNode }) {
  const role = useCurrentRole();
  return mayOpen(role, screen) ? <>{children}</> : <NotForYourRole role={role} />;
}
