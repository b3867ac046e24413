import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';

export function CaseStudiesAdminPage() {
  return <AdminScreen title="Case Studies" intro="Publish, edit and delete the customer stories shown on the site." />;
}
