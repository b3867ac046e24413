import { EditableSitePage } from './editable-site-page.tsx';

export default function TermsOfServicePage() {
  return <EditableSitePage slug="terms-of-service" fallbackTitle="Terms of Service" />;
}
