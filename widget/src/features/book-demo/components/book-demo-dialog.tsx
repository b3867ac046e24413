import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@vaani/ui';
import { CALENDAR_GIVE_UP_MS, type BookDemoTexts } from '../api/book-demo-texts.ts';
import { readBookingMessage, type BookingProvider, type BookingScheduled } from '../api/booking-provider.ts';
import { CalendarView, type CalendarStatus } from './calendar-view.tsx';

export interface BookDemoDialogProps {
  onClose: () => void;
  text: BookDemoTexts;
  /** The calendar page the frame shows (already prefilled with what the visitor told us). */
  bookingUrl: string;
  /** Whose messages to listen for; null for a calendar we cannot read. */
  provider: BookingProvider | null;
  /** The visitor booked a slot: the provider's own message from this frame, bridged. */
  onBooked?: (booking: BookingScheduled) => void;
  /** The ways to reach us when the calendar does not come: a call to the visitor's phone, our contact page. */
  onPhoneInstead: () => void;
  contactUrl?: string | undefined;
  container?: Element | undefined;
}

/** Mounted afresh on every opening of the dialog, so the calendar always loads anew. */
export function BookDemoDialog({ onClose, text: TEXT, bookingUrl, provider, onBooked, onPhoneInstead, contactUrl, container }: BookDemoDialogProps) {
  const [status, setStatus] = useState<CalendarStatus>('loading');
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => setStatus((current) => (current === 'loading' ? 'failed' : current)), CALENDAR_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!provider || !onBooked) return;
    // Only our own frame may announce a booking; any other window's message is ignored.
    const listen = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow) return;
      const booking = readBookingMessage(provider, event.data);
      if (booking) onBooked(booking);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [provider, onBooked]);
  return (
    <Dialog open onClose={onClose} title={TEXT.title} description={TEXT.description} closeLabel={TEXT.close} width="lg" container={container}>
      <CalendarView
        text={TEXT}
        src={bookingUrl}
        status={status}
        frameRef={frameRef}
        onLoad={() => setStatus('loaded')}
        onError={() => setStatus('failed')}
        onPhoneInstead={onPhoneInstead}
        contactUrl={contactUrl}
      />
    </Dialog>
  );
}
