import { EditableSitePage } from './editable-site-page.tsx';

export default function PrivacyPolicyPage() {
  return <EditableSitePage slug="privacy-policy" fallbackTitle="Privacy Policy" />;
}
