// The admin area, mounted by the host at /admin/*; paths here are relative to /admin.
import { Route, Routes } from 'react-router-dom';
import { AdminNotFoundPage } from './features/admin-shell/components/admin-not-found-page.tsx';
import { CaseStudiesAdminPage } from './features/case-studies/components/case-studies-admin-page.tsx';
import { CaseStudyEditPage } from './features/case-studies/components/case-study-edit-page.tsx';
import { AdminHomePage } from './features/dashboard/components/admin-home-page.tsx';
import { GuardedAdminArea } from './features/guard/components/guarded-admin-area.tsx';
import { SitePageAdmin } from './features/site-pages/components/site-page-admin.tsx';

export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<GuardedAdminArea />}>
        <Route index element={<AdminHomePage />} />
        <Route path="case-studies" element={<CaseStudiesAdminPage />} />
        <Route path="case-studies/edit/:id" element={<CaseStudyEditPage />} />
        <Route path="contact" element={<SitePageAdmin page="contact" />} />
        <Route path="privacy-policy" element={<SitePageAdmin page="privacy-policy" />} />
        <Route path="terms-of-service" element={<SitePageAdmin page="terms-of-service" />} />
        <Route path="*" element={<AdminNotFoundPage />} />
      </Route>
    </Routes>
  );
}
