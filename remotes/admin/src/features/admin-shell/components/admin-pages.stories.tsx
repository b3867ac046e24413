// The admin screens as an admin sees them once the guard has let them through.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { pageAt, RoutedPage, showsPageHeading } from '../../../../../../.storybook/routed-page.tsx';
import { CaseStudiesAdminPage } from '../../case-studies/components/case-studies-admin-page.tsx';
import { CaseStudyEditPage } from '../../case-studies/components/case-study-edit-page.tsx';
import { AdminHomePage } from '../../dashboard/components/admin-home-page.tsx';
import { HomeLayoutPage } from '../../home-layout/components/home-layout-page.tsx';
import { LeadsAdminPage } from '../../leads/components/leads-admin-page.tsx';
import { KeyFeaturesAdminPage } from '../../key-features/components/key-features-admin-page.tsx';
import { MediaAdminPage } from '../../media/components/media-admin-page.tsx';
import { SitePageAdmin } from '../../site-pages/components/site-page-admin.tsx';
import { SiteSettingsPage } from '../../site-settings/components/site-settings-page.tsx';
import { TeamPage } from '../../team/components/team-page.tsx';
import { TestimonialsAdminPage } from '../../testimonials/components/testimonials-admin-page.tsx';
import { AdminNotFoundPage } from './admin-not-found-page.tsx';

const meta = {
  title: 'Admin/Pages',
  component: RoutedPage,
  play: showsPageHeading,
} satisfies Meta<typeof RoutedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (page: ComponentType, url: string, path?: string): Story => pageAt(page, url, path);

export const Dashboard = at(AdminHomePage, '/admin');
export const Leads = at(LeadsAdminPage, '/admin/leads?status=failed', '/admin/leads');
export const CaseStudies = at(CaseStudiesAdminPage, '/admin/case-studies');
export const CaseStudyEdit = at(CaseStudyEditPage, '/admin/case-studies/edit/42', '/admin/case-studies/edit/:id');
export const ContactPage = at(() => <SitePageAdmin page="contact" />, '/admin/contact');
export const PrivacyPolicyPage = at(() => <SitePageAdmin page="privacy-policy" />, '/admin/privacy-policy');
export const TermsOfServicePage = at(() => <SitePageAdmin page="terms-of-service" />, '/admin/terms-of-service');
export const Media = at(MediaAdminPage, '/admin/media');
export const KeyFeatures = at(KeyFeaturesAdminPage, '/admin/key-features');
export const Testimonials = at(TestimonialsAdminPage, '/admin/testimonials');
export const HomeLayout = at(HomeLayoutPage, '/admin/home-layout');
export const SiteSettings = at(SiteSettingsPage, '/admin/site-settings');
export const Team = at(TeamPage, '/admin/team');
export const NotFound = at(AdminNotFoundPage, '/admin/nope', '*');
