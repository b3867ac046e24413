import { can, type Action, type StaffRole } from '@vaani/data';

/**
 * The admin screens in navigation order: paths, labels, the dashboard's descriptions and what a role
 * must be allowed (`@vaani/data`'s table) to open each; every staff role opens the dashboard.
 */
export const ADMIN_LINKS = [
  { id: 'dashboard', label: 'Dashboard', path: '/admin', description: '', action: null },
  { id: 'leads', label: 'Leads', path: '/admin/leads', description: 'Every stored lead, its forward status, forward again and export.', action: 'handleLeads' },
  { id: 'case-studies', label: 'Case studies', path: '/admin/case-studies', description: 'Publish, edit and delete customer stories.', action: 'editContent' },
  { id: 'media', label: 'Media', path: '/admin/media', description: 'Upload videos and images for each use case.', action: 'editContent' },
  { id: 'key-features', label: 'Key features', path: '/admin/key-features', description: 'Edit and reorder the key feature cards.', action: 'editContent' },
  { id: 'testimonials', label: 'Testimonials', path: '/admin/testimonials', description: 'Manage customer quotes and their section.', action: 'editContent' },
  { id: 'home-layout', label: 'Home layout', path: '/admin/home-layout', description: 'Reorder, hide and show the home page sections.', action: 'editSite' },
  { id: 'site-settings', label: 'Site settings', path: '/admin/site-settings', description: 'Colors, buttons, spacing, links, images and texts.', action: 'editSite' },
  { id: 'contact', label: 'Contact page', path: '/admin/contact', description: 'Edit the Contact Us page.', action: 'editContent' },
  { id: 'privacy-policy', label: 'Privacy policy', path: '/admin/privacy-policy', description: 'Edit the privacy policy.', action: 'editContent' },
  { id: 'terms-of-service', label: 'Terms of service', path: '/admin/terms-of-service', description: 'Edit the terms of service.', action: 'editContent' },
  { id: 'activity', label: 'Activity', path: '/admin/activity', description: 'Who changed what, and when, with every change as a diff.', action: 'readActivity' },
  { id: 'team', label: 'Team', path: '/admin/team', description: 'Invite colleagues, change their roles, remove access.', action: 'manageTeam' },
] as const satisfies readonly { id: string; label: string; path: string; description: string; action: Action | null }[];

export type AdminLink = (typeof ADMIN_LINKS)[number];
export type AdminScreenId = AdminLink['id'];

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor', sales: 'Sales' };

const opens = (role: StaffRole, link: AdminLink) => link.action === null || can(role, link.action);

export const linksFor = (role: StaffRole): AdminLink[] => ADMIN_LINKS.filter((link) => opens(role, link));

export const mayOpen = (role: StaffRole, id: AdminScreenId): boolean => ADMIN_LINKS.some((link) => link.id === id && opens(role, link));

/** The path of an admin screen, relative to /admin, for the remote's own route table. */
export const relativeAdminPath = (path: string) => path.replace(/^\/admin\/?/, '');

export const caseStudyEditPath = (id: string) => `/admin/case-studies/edit/${encodeURIComponent(id)}`;
