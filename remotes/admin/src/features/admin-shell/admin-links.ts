/**
 * The admin screens, in the order of the side navigation and the dashboard: one table for the
 * paths, the labels and the dashboard's one-line descriptions (site-spec §2 plus the media,
 * features, testimonials, layout and settings screens).
 */
export const ADMIN_LINKS = [
  { id: 'dashboard', label: 'Dashboard', path: '/admin', description: '' },
  { id: 'leads', label: 'Leads', path: '/admin/leads', description: 'Every stored lead, its forward status, forward again and export.' },
  { id: 'case-studies', label: 'Case studies', path: '/admin/case-studies', description: 'Publish, edit and delete customer stories.' },
  { id: 'media', label: 'Media', path: '/admin/media', description: 'Upload videos and images for each use case.' },
  { id: 'key-features', label: 'Key features', path: '/admin/key-features', description: 'Edit and reorder the key feature cards.' },
  { id: 'testimonials', label: 'Testimonials', path: '/admin/testimonials', description: 'Manage customer quotes and their section.' },
  { id: 'home-layout', label: 'Home layout', path: '/admin/home-layout', description: 'Reorder, hide and show the home page sections.' },
  { id: 'site-settings', label: 'Site settings', path: '/admin/site-settings', description: 'Colors, buttons, spacing, links, images and texts.' },
  { id: 'contact', label: 'Contact page', path: '/admin/contact', description: 'Edit the Contact Us page.' },
  { id: 'privacy-policy', label: 'Privacy policy', path: '/admin/privacy-policy', description: 'Edit the privacy policy.' },
  { id: 'terms-of-service', label: 'Terms of service', path: '/admin/terms-of-service', description: 'Edit the terms of service.' },
] as const;

export type AdminScreenId = (typeof ADMIN_LINKS)[number]['id'];

/** The path of an admin screen, relative to /admin, for the remote's own route table. */
export const relativeAdminPath = (path: string) => path.replace(/^\/admin\/?/, '');

/** The edit screen of one case study. */
export const caseStudyEditPath = (id: string) => `/admin/case-studies/edit/${encodeURIComponent(id)}`;
