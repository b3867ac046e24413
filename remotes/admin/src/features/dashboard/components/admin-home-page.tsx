import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';

export function AdminHomePage() {
  return (
    <AdminScreen
      title="Admin Dashboard"
      intro="Manage case studies, media, key features, testimonials, the home-page section order, site settings and the contact and legal pages."
    />
  );
}
