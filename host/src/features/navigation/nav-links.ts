// Every link of the header and footer, by route id, so paths live only in the route table.
import type { RouteId } from '../../routes/route-table.ts';

export interface NavLinkItem {
  label: string;
  to: RouteId;
}

export interface NavGroup {
  label: string;
  /** The group's own page, listed in the mobile menu only (desktop shows the dropdown). */
  mobileTo?: RouteId;
  children: readonly NavLinkItem[];
}

export type HeaderNavEntry = NavLinkItem | NavGroup;

export const isNavGroup = (entry: HeaderNavEntry): entry is NavGroup => 'children' in entry;

export const HEADER_NAV: readonly HeaderNavEntry[] = [
  { label: 'Home', to: 'home' },
  { label: 'Solutions', mobileTo: 'solutions', children: [{ label: 'Real Estate Solutions', to: 'real-estate' }] },
  { label: 'Pricing', to: 'pricing' },
  { label: 'Case Studies', to: 'case-studies' },
  {
    label: 'Resources',
    children: [
      { label: 'Blog', to: 'blog' },
      { label: 'Resource Center', to: 'resources' },
      { label: 'FAQ', to: 'faq' },
    ],
  },
  { label: 'About Us', to: 'about-us' },
  { label: 'Contact Us', to: 'contact' },
];

/** The mobile menu lists every header link flat, groups' own pages included. */
export const MOBILE_NAV: readonly NavLinkItem[] = HEADER_NAV.flatMap((entry) =>
  isNavGroup(entry)
    ? [...(entry.mobileTo ? [{ label: entry.label, to: entry.mobileTo }] : []), ...entry.children]
    : [entry],
);

export const FOOTER_QUICK_LINKS: readonly NavLinkItem[] = [
  { label: 'Home', to: 'home' },
  { label: 'About Us', to: 'about-us' },
  { label: 'Pricing', to: 'pricing' },
  { label: 'Case Studies', to: 'case-studies' },
  { label: 'Real Estate Solutions', to: 'real-estate' },
];

export const FOOTER_RESOURCES: readonly NavLinkItem[] = [
  { label: 'Blog', to: 'blog' },
  { label: 'Resource Center', to: 'resources' },
  { label: 'FAQ', to: 'faq' },
  { label: 'Contact Us', to: 'contact' },
];

export const FOOTER_LEGAL: readonly NavLinkItem[] = [
  { label: 'Privacy Policy', to: 'privacy-policy' },
  { label: 'Terms of Service', to: 'terms-of-service' },
  { label: 'Contact Us', to: 'contact' },
];
