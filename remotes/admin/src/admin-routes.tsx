// The admin remote's route table, mounted at /admin/*; paths and roles come from ADMIN_LINKS.
import type { ReactElement } from 'react';
import { useSession } from '@vaani/data';
import { Outlet, Route, Routes } from '@vaani/router';
import { ActivityPage } from './features/activity/components/activity-page.tsx';
import { ADMIN_LINKS, relativeAdminPath, type AdminScreenId } from './features/admin-shell/admin-links.ts';
import { AdminNotFoundPage } from './features/admin-shell/components/admin-not-found-page.tsx';
import { AdminShell } from './features/admin-shell/components/admin-shell.tsx';
import { useSignOut } from './features/auth/api/use-sign-out.ts';
import { CaseStudiesAdminPage } from './features/case-studies/components/case-studies-admin-page.tsx';
import { CaseStudyEditPage } from './features/case-studies/components/case-study-edit-page.tsx';
import { AdminHomePage } from './features/dashboard/components/admin-home-page.tsx';
import { AdminGuard } from './features/guard/components/admin-guard.tsx';
import { useCurrentRole } from './features/guard/api/current-role.ts';
import { RoleGate } from './features/guard/components/role-gate.tsx';
import { HomeLayoutPage } from './features/home-layout/components/home-layout-page.tsx';
import { LeadPage } from './features/leads/components/lead-page.tsx';
import { LeadsAdminPage } from './features/leads/components/leads-admin-page.tsx';
import { KeyFeaturesAdminPage } from './features/key-features/components/key-features-admin-page.tsx';
import { MediaAdminPage } from './features/media/components/media-admin-page.tsx';
import { SitePageAdmin } from './features/site-pages/components/site-page-admin.tsx';
import { SiteSettingsPage } from './features/site-settings/components/site-settings-page.tsx';
import { TeamPage } from './features/team/components/team-page.tsx';
import { TestimonialsAdminPage } from './features/testimonials/components/testimonials-admin-page.tsx';

const SCREENS: Record<AdminScreenId, ReactElement> = {
  dashboard: <AdminHomePage />,
  leads: <LeadsAdminPage />,
  'case-studies': <CaseStudiesAdminPage />,
  media: <MediaAdminPage />,
  'key-features': <KeyFeaturesAdminPage />,
  testimonials: <TestimonialsAdminPage />,
  'home-layout': <HomeLayoutPage />,
  'site-settings': <SiteSettingsPage />,
  contact: <SitePageAdmin page="contact" />,
  'privacy-policy': <SitePageAdmin page="privacy-policy" />,
  'terms-of-service': <SitePageAdmin page="terms-of-service" />,
  activity: <ActivityPage />,
  team: <TeamPage />,
};

/** Each screen's path (relative to /admin), the screen whose roles open it, and what it shows. */
const ROUTES: [path: string, screen: AdminScreenId, element: ReactElement][] = [
  ...ADMIN_LINKS.map((link): [string, AdminScreenId, ReactElement] => [relativeAdminPath(link.path), link.id, SCREENS[link.id]]),
  ['case-studies/edit/:id', 'case-studies', <CaseStudyEditPage />],
  ['leads/:id', 'leads', <LeadPage />],
];

/** The admin shell around the screen, for the person the guard let in. */
function SignedInShell() {
  const { session } = useSession();
  const { signOut, signingOut } = useSignOut();
  return (
    <AdminShell email={session?.user.email ?? ''} role={useCurrentRole()} signingOut={signingOut} onSignOut={signOut}>
      <Outlet />
    </AdminShell>
  );
}

export default function AdminRoutes() {
  return (
    <Routes>
      <Route
        element={
          <AdminGuard>
            <SignedInShell />
          </AdminGuard>
        }
      >
        {ROUTES.map(([path, screen, element]) => {
          const gated = <RoleGate screen={screen}>{element}</RoleGate>;
          return path === '' ? <Route key={screen} index element={gated} /> : <Route key={path} path={path} element={gated} />;
        })}
        <Route path="*" element={<AdminNotFoundPage />} />
      </Route>
    </Routes>
  );
}
