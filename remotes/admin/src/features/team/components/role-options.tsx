import { STAFF_ROLES } from '@vaani/data';
import { ROLE_LABELS } from '../../admin-shell/admin-links.ts';

/** The team roles as a select's options, widest first. */
export function RoleOptions() {
  return STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {ROLE_LABELS[role]}
    </option>
  ));
}
