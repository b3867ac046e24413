import { EditableSitePage } from '../../legal/components/editable-site-page.tsx';

export default function ContactPage() {
  return <EditableSitePage slug="contact" fallbackTitle="Contact Us" />;
}
