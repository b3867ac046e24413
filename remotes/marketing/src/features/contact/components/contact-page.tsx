import { track } from '@vaani/stores';
import type { MouseEvent } from 'react';
import { EditableSitePage } from '../../legal/components/editable-site-page.tsx';

/** How a contact link reaches the company, by its scheme or host; null for an ordinary link. */
export function contactMethodOf(href: string): string | null {
  if (href.startsWith('mailto:')) return 'email';
  if (href.startsWith('tel:')) return 'phone';
  if (/^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href)) return 'whatsapp';
  return null;
}

/** Site spec §7.10: the page's contact actions (email, call, WhatsApp links in its text) are reported. */
function reportContact(event: MouseEvent<HTMLDivElement>) {
  const link = (event.target as Element).closest('a[href]');
  const method = link ? contactMethodOf(link.getAttribute('href') ?? '') : null;
  if (method) track({ name: 'contact', method });
}

export default function ContactPage() {
  return (
    <div onClickCapture={reportContact}>
      <EditableSitePage slug="contact" fallbackTitle="Contact Us" />
    </div>
  );
}
