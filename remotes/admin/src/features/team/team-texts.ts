import type { TeamMember } from '@vaani/data';
import { indiaTime } from '../activity/change-display.ts';

/** The team screen's words, in one place. */
export const TEAM_TEXTS = {
  title: 'Team',
  intro: 'Everyone with access to the admin. Invite colleagues by email, change what they may do, or remove their access.',
  inviteTitle: 'Invite a colleague',
  emailLabel: 'Email',
  roleLabel: 'Role',
  roleHint: 'Admin: everything. Editor: case studies, media, key features, testimonials and pages. Sales: the leads inbox.',
  inviteButton: 'Send invitation',
  inviting: 'Sending…',
  invited: (email: string) => `Invitation sent to ${email}. The link in the mail works for an hour.`,
  loading: 'Loading the team…',
  statuses: { invited: 'Invited', active: 'Active' } satisfies Record<TeamMember['status'], string>,
  neverSignedIn: 'Never',
  roleFor: (email: string) => `Role for ${email}`,
  resend: 'Resend invitation',
  resendFor: (email: string) => `Resend invitation to ${email}`,
  resent: (email: string) => `Invitation sent again to ${email}. The new link works for an hour; the one sent before no longer does.`,
  resendFailed: 'Invitation not sent',
  onlyAdmin: 'You are the only admin: make someone else an admin before you leave or step down.',
  remove: 'Remove access',
  removeFor: (email: string) => `Remove access for ${email}`,
  confirmTitle: (email: string) => `Remove access for ${email}?`,
  confirmText: 'Their account is deleted and every session of theirs ends at once. You can invite them again later.',
  removed: (email: string) => `${email} no longer has access`,
  roleChanged: (email: string, role: string) => `${email} is now ${role}`,
  roleFailed: 'Role not changed',
  removeFailed: 'Access not removed',
} as const;

/** The last sign-in in India's time, as the rest of the admin shows times. */
export const lastSignInLabel = (member: Pick<TeamMember, 'lastSignInAt'>) =>
  member.lastSignInAt ? indiaTime(member.lastSignInAt) : TEAM_TEXTS.neverSignedIn;
