import { useEffect } from 'react';
import { useStore } from 'zustand';
import { DEFAULT_LINKS, noteOpener } from '@vaani/stores';
import { openEmbed } from '@vaani/ui';
import { emitVaaniEvent } from '../../../embed-contract.ts';
import { DialogViewRoot } from '../../../element/dialog-view-root.tsx';
import type { ViewProps } from '../../../element/register-view.ts';
import { useModalTarget } from '../../../element/view-root.tsx';
import { isOwnSite } from '../../../element/on-partner-page.ts';
import type { OpenStore } from '../../../element/open-store.ts';
import { startingVisitorDetails, type PrefilledVisitor } from '../../../element/visitor-details.ts';
import type { TextRequest } from '../../../element/texts.ts';
import { useTexts } from '../../../element/use-texts.ts';
import { BOOK_DEMO_TEXTS, UNBOOKABLE_URL, type BookDemoTexts } from '../api/book-demo-texts.ts';
import { calendarFrameUrl, isBookableUrl } from '../api/booking-provider.ts';
import { BookDemoDialog } from './book-demo-dialog.tsx';

export interface BookDemoDialogViewProps extends ViewProps, PrefilledVisitor, TextRequest {
  bookingUrl?: string;
  primaryColor?: string;
  accentColor?: string;
}

/**
 * The view mounts when a visitor shows intent (hover or focus on a Book Demo control): opening a
 * connection to the calendar's origin then saves the frame a round trip or two when it opens.
 */
function usePreconnect(url: string) {
  useEffect(() => {
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      return;
    }
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

interface ConnectedProps {
  store: OpenStore;
  host: Element;
  bookingUrl: string | undefined;
  prefill: PrefilledVisitor;
  text: BookDemoTexts;
}

function ConnectedDialog({ store, host, bookingUrl, prefill, text }: ConnectedProps) {
  const isOpen = useStore(store, (state) => state.isOpen);
  const portal = useModalTarget();
  const url = useBookingUrl(host, bookingUrl);
  usePreconnect(url);
  return (
    <BookDemoDialog
      open={isOpen && Boolean(portal)}
      text={text}
      onClose={store.getState().close}
      // The visitor's name and email (the page's, or typed in this session), so the calendar does not ask again.
      bookingUrl={isOpen ? calendarFrameUrl(url, startingVisitorDetails(prefill), location.hostname) : url}
      onBooked={(booking) => emitVaaniEvent(host, 'vaani:booking-scheduled', { tag: 'book-demo-dialog', ...booking })}
      onPhoneInstead={() => {
        store.getState().close();
        noteOpener('demo-call', 'book-demo-dialog');
        void openEmbed('demo-call-dialog');
      }}
      contactUrl={isOwnSite() ? CONTACT_URL : undefined}
      container={portal}
    />
  );
}

/** What the booking element renders into its shadow root. */
export function BookDemoDialogView({
  container,
  bookingUrl,
  primaryColor,
  accentColor,
  visitorName,
  visitorEmail,
  visitorPhone,
  lang,
  texts,
  brandName,
}: BookDemoDialogViewProps) {
  const text = useTexts(BOOK_DEMO_TEXTS, { lang, texts, brandName });
  if (!text) return null;
  return (
    <DialogViewRoot container={container} primaryColor={primaryColor} accentColor={accentColor}>
      {(store, host) => (
        <ConnectedDialog store={store} host={host} bookingUrl={bookingUrl} prefill={{ visitorName, visitorEmail, visitorPhone }} text={text} />
      )}
    </DialogViewRoot>
  );
}
