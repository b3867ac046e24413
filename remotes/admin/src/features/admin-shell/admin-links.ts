import type { StaffRole } from '@vaani/data';

const EVERYONE: readonly StaffRole[] = ['admin', 'editor', 'sales'];
const CONTENT: readonly StaffRole[] = ['admin', 'editor'];
const LEADS: readonly StaffRole[] = ['admin', 'sales'];
const ADMINS: readonly StaffRole[] = ['admin'];

/**
 * The admin screens, in the order of the side navigation and the dashboard: one table for the
 * paths, the labels, the dashboard's one-line descriptions and the roles each screen opens for
 * (the database's row-level security decides what those roles may change; this mirrors it).
 */
export const ADMIN_LINKS = [
  { id: 'dashboard', label: 'Dashboard', path: '/admin', description: '', roles: EVERYONE },
  { id: 'leads', label: 'Leads', path: '/admin/leads', description: 'Every stored lead, its forward status, forward again and export.', roles: LEADS },
  { id: 'case-studies', label: 'Case studies', path: '/admin/case-studies', description: 'Publish, edit and delete customer stories.', roles: CONTENT },
  { id: 'media', label: 'Media', path: '/admin/media', description: 'Upload videos and images for each use case.', roles: CONTENT },
  { id: 'key-features', label: 'Key features', path: '/admin/key-features', description: 'Edit and reorder the key feature cards.', roles: CONTENT },
  { id: 'testimonials', label: 'Testimonials', path: '/admin/testimonials', description: 'Manage customer quotes and their section.', roles: CONTENT },
  { id: 'home-layout', label: 'Home layout', path: '/admin/home-layout', description: 'Reorder, hide and show the home page sections.', roles: ADMINS },
  { id: 'site-settings', label: 'Site settings', path: '/admin/site-settings', description: 'Colors, buttons, spacing, links, images and texts.', roles: ADMINS },
  { id: 'contact', label: 'Contact page', path: '/admin/contact', description: 'Edit the Contact Us page.', roles: CONTENT },
  { id: 'privacy-policy', label: 'Privacy policy', path: '/admin/privacy-policy', description: 'Edit the privacy policy.', roles: CONTENT },
  { id: 'terms-of-service', label: 'Terms of service', path: '/admin/terms-of-service', description: 'Edit the terms of service.', roles: CONTENT },
  { id: 'activity', label: 'Activity', path: '/admin/activity', description: 'Who changed what, and when, with every change as a diff.', roles: ADMINS },
  { id: 'team', label: 'Team', path: '/admin/team', description: 'Invite colleagues, change their roles, remove access.', roles: ADMINS },
] as const;

export type AdminLink = (typeof ADMIN_LINKS)[number];
export type AdminScreenId = AdminLink['id'];

/** How each role is named to people. */
export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor', sales: 'Sales' };

/** The screens a role opens, in navigation order. */
export const linksFor = (role: StaffRole): AdminLink[] => ADMIN_LINKS.filter((link) => link.roles.includes(role));

/** Whether a role opens the screen. */
export const mayOpen = (role: StaffRole, id: AdminScreenId): boolean => ADMIN_LINKS.some((link) => link.id === id && link.roles.includes(role));

/** The path of an admin screen, relative to /admin, for the remote's own route table. */
export const relativeAdminPath = (path: string) => path.replace(/^\/admin\/?/, '');

/** The edit screen of one case study. */
export const caseStudyEditPath = (id: string) => `/admin/case-studies/edit/${encodeURIComponent(id)}`;
