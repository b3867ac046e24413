// The admin screens as an admin sees them once the guard has let them through.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { CaseStudiesAdminPage } from '../../case-studies/components/case-studies-admin-page.tsx';
import { CaseStudyEditPage } from '../../case-studies/components/case-study-edit-page.tsx';
import { AdminHomePage } from '../../dashboard/components/admin-home-page.tsx';
import { SitePageAdmin } from '../../site-pages/components/site-page-admin.tsx';
import { AdminNotFoundPage } from './admin-not-found-page.tsx';

interface AdminPageStoryArgs {
  page: ComponentType;
  path: string;
  url: string;
}

function RoutedAdminPage({ page: Page, path, url }: AdminPageStoryArgs) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <main>
        <Routes>
          <Route path={path} element={<Page />} />
        </Routes>
      </main>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Admin/Pages',
  component: RoutedAdminPage,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
} satisfies Meta<typeof RoutedAdminPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (page: ComponentType, url: string, path = url): Story => ({ args: { page, path, url } });

export const Dashboard = at(AdminHomePage, '/admin');
export const CaseStudies = at(CaseStudiesAdminPage, '/admin/case-studies');
export const CaseStudyEdit = at(CaseStudyEditPage, '/admin/case-studies/edit/42', '/admin/case-studies/edit/:id');
export const ContactPage = at(() => <SitePageAdmin page="contact" />, '/admin/contact');
export const PrivacyPolicyPage = at(() => <SitePageAdmin page="privacy-policy" />, '/admin/privacy-policy');
export const TermsOfServicePage = at(() => <SitePageAdmin page="terms-of-service" />, '/admin/terms-of-service');
export const NotFound = at(AdminNotFoundPage, '/admin/nope', '*');
