import type { StaffRole } from './api/get-staff-role.ts';

/**
 * Who may do what, declared once. The database decides (row-level security and grants in
 * supabase/migrations; supabase/tests/access-matrix.test.ts holds it to this table, and
 * docs/backend.md's table is checked against it); the admin mirrors it: its navigation, its guards
 * and the actions it offers ask `can`, so nobody is offered what the database would refuse.
 */
export const PERMISSIONS = {
  editContent: { roles: ['admin', 'editor'], what: 'case studies (drafts and previews too), media and its files, key features, testimonials, the contact and legal pages' },
  editSite: { roles: ['admin'], what: 'site settings and the home layout' },
  handleLeads: { roles: ['admin', 'sales'], what: 'read leads, forward failed ones again, mark spam and not spam' },
  erasePeople: { roles: ['admin'], what: "erase a person's leads" },
  readActivity: { roles: ['admin'], what: 'the whole record of changes' },
  seeVisitorErrors: { roles: ['admin'], what: 'the errors visitors hit in their browsers' },
  manageTeam: { roles: ['admin'], what: 'invite colleagues, change roles, remove access' },
} as const satisfies Record<string, { roles: readonly StaffRole[]; what: string }>;

export type Action = keyof typeof PERMISSIONS;

/** Whether `role` may do `action`; no role may do nothing. */
export const can = (role: StaffRole | null | undefined, action: Action): boolean =>
  role != null && (PERMISSIONS[action].roles as readonly StaffRole[]).includes(role);
