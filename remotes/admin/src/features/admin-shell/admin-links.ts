/** The admin screens in the side navigation, as absolute paths (site-spec §2). */
export const ADMIN_LINKS = [
  { label: 'Dashboard', path: '/admin' },
  { label: 'Case studies', path: '/admin/case-studies' },
  { label: 'Contact page', path: '/admin/contact' },
  { label: 'Privacy policy', path: '/admin/privacy-policy' },
  { label: 'Terms of service', path: '/admin/terms-of-service' },
] as const;
