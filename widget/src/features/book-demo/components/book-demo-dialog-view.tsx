import { useEffect } from 'react';
import { DEFAULT_LINKS, noteOpener } from '@vaani/stores';
import { openEmbed } from '@vaani/ui';
import { emitVaaniEvent } from '../../../embed-contract.ts';
import type { DialogParts, DialogViewProps } from '../../../element/dialog-view-root.tsx';
import { isOwnSite } from '../../../element/on-partner-page.ts';
import { startingVisitorDetails } from '../../../element/visitor-details.ts';
import { UNBOOKABLE_URL, type BookDemoTexts } from '../api/book-demo-texts.ts';
import { bookingProviderOf, calendarFrameUrl, isBookableUrl } from '../api/booking-provider.ts';
import { BookDemoDialog } from './book-demo-dialog.tsx';

interface BookDemoDialogViewProps extends DialogViewProps {
  bookingUrl?: string;
}

/**
 * The view mounts on intent (hover or focus on a Book Demo control): connecting to the calendar's
 * origin then saves the frame a round trip or two. `url` has parsed (useBookingUrl's is bookable).
 */
function usePreconnect(url: string) {
  useEffect(() => {
    const { origin } = new URL(url);
    if (document.head.querySelector(`link[rel="preconnect"][href="${CSS.escape(origin)}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    document.head.append(link);
  }, [url]);
}

const DEFAULT_BOOKING_URL = DEFAULT_LINKS.find((link) => link.id === 'demo-booking')!.url;
/** The site spec's get-started link: our contact page. */
const CONTACT_URL = DEFAULT_LINKS.find((link) => link.id === 'get-started')!.url;

/**
 * The calendar to frame: the element's booking-url (our own site sets the link its admin
 * configured), else the default; a value that is not a bookable web address is skipped with a
 * warning and a vaani:error.
 */
function useBookingUrl(host: Element, attribute: string | undefined): string {
  const refused = attribute && !isBookableUrl(attribute) ? attribute : '';
  useEffect(() => {
    if (!refused) return;
    console.warn(`[vaani] ${UNBOOKABLE_URL}`);
    emitVaaniEvent(host, 'vaani:error', { tag: 'book-demo-dialog', message: UNBOOKABLE_URL });
  }, [host, refused]);
  return attribute && !refused ? attribute : DEFAULT_BOOKING_URL;
}

export function ConnectedBookDemoDialog({ props, text, host, open, portal, close }: DialogParts<BookDemoTexts, BookDemoDialogViewProps>) {
  const url = useBookingUrl(host, props.bookingUrl);
  usePreconnect(url);
  if (!open) return null;
  return (
    <BookDemoDialog
      text={text}
      onClose={close}
      // The visitor's name and email (the page's, or typed in this session), so the calendar does not ask again.
      bookingUrl={calendarFrameUrl(url, startingVisitorDetails(props), location.hostname)}
      provider={bookingProviderOf(url)}
      onBooked={(booking) => emitVaaniEvent(host, 'vaani:booking-scheduled', { tag: 'book-demo-dialog', ...booking })}
      onPhoneInstead={() => {
        close();
        noteOpener('demo-call', 'book-demo-dialog');
        void openEmbed('demo-call-dialog');
      }}
      contactUrl={isOwnSite() ? CONTACT_URL : undefined}
      container={portal}
    />
  );
}
