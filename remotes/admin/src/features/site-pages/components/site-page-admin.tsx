import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';

export type SitePage = 'contact' | 'privacy-policy' | 'terms-of-service';

const SCREENS: Record<SitePage, { title: string; intro: string }> = {
  contact: { title: 'Contact Page', intro: 'Edit the contact details and text shown on the Contact Us page.' },
  'privacy-policy': { title: 'Privacy Policy', intro: 'Edit the privacy policy shown to visitors.' },
  'terms-of-service': { title: 'Terms of Service', intro: 'Edit the terms of service shown to visitors.' },
};

/** Admin screen of one of the editable site pages (contact and legal). */
export function SitePageAdmin({ page }: { page: SitePage }) {
  const { title, intro } = SCREENS[page];
  return <AdminScreen title={title} intro={intro} />;
}
