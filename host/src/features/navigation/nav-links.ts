// Every link of the header and footer, by route id, so paths live only in the route table.
import { routePath, type RouteId } from '../../routes/route-table.ts';

export interface NavLinkItem {
  label: string;
  /** The route's path, from the route table. */
  to: string;
}

export interface NavGroup {
  label: string;
  /** The group's own page, listed in the mobile menu only (desktop shows the dropdown). */
  mobileTo?: string;
  children: readonly NavLinkItem[];
}

export type HeaderNavEntry = NavLinkItem | NavGroup;

export const isNavGroup = (entry: HeaderNavEntry): entry is NavGroup => 'children' in entry;

/** Every link's words, by route id: one text however many lists show the link. */
const LABELS = {
  home: 'Home',
  'real-estate': 'Real Estate Solutions',
  pricing: 'Pricing',
  'case-studies': 'Case Studies',
  blog: 'Blog',
  resources: 'Resource Center',
  faq: 'FAQ',
  'about-us': 'About Us',
  contact: 'Contact Us',
  'privacy-policy': 'Privacy Policy',
  'terms-of-service': 'Terms of Service',
} satisfies Partial<Record<RouteId, string>>;

const links = (...ids: (keyof typeof LABELS)[]): NavLinkItem[] => ids.map((id) => ({ label: LABELS[id], to: routePath(id) }));

export const HEADER_NAV: readonly HeaderNavEntry[] = [
  ...links('home'),
  { label: 'Solutions', mobileTo: routePath('solutions'), children: links('real-estate') },
  ...links('pricing', 'case-studies'),
  { label: 'Resources', children: links('blog', 'resources', 'faq') },
  ...links('about-us', 'contact'),
];

/** The mobile menu lists every header link flat, groups' own pages included. */
export const MOBILE_NAV: readonly NavLinkItem[] = HEADER_NAV.flatMap((entry) =>
  isNavGroup(entry)
    ? [...(entry.mobileTo ? [{ label: entry.label, to: entry.mobileTo }] : []), ...entry.children]
    : [entry],
);

export const FOOTER_QUICK_LINKS = links('home', 'about-us', 'pricing', 'case-studies', 'real-estate');
export const FOOTER_RESOURCES = links('blog', 'resources', 'faq', 'contact');
export const FOOTER_LEGAL = links('privacy-policy', 'terms-of-service', 'contact');
