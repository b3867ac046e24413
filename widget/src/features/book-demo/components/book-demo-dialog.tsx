import { Dialog } from '@vaani/ui';
import type { BookDemoTexts } from '../api/book-demo-texts.ts';
import { bookingProviderOf, type BookingScheduled } from '../api/booking-provider.ts';
import { CalendarFrame } from './calendar-frame.tsx';

export interface BookDemoDialogProps {
  open: boolean;
  onClose: () => void;
  /** Every word it shows, in the page's language. */
  text: BookDemoTexts;
  /** The calendar page the frame shows (already prefilled with what the visitor told us). */
  bookingUrl: string;
  onBooked?: (booking: BookingScheduled) => void;
  /** The ways to reach us when the calendar does not come: a call to the visitor's phone, our contact page. */
  onPhoneInstead: () => void;
  contactUrl?: string | undefined;
  container?: Element | undefined;
}

export function BookDemoDialog({ open, onClose, text: TEXT, bookingUrl, onBooked, onPhoneInstead, contactUrl, container }: BookDemoDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={TEXT.title} description={TEXT.description} closeLabel={TEXT.close} width="lg" container={container}>
      {/* The dialog unmounts its content when closed, so each opening starts a new frame and load. */}
      <CalendarFrame text={TEXT} src={bookingUrl} provider={bookingProviderOf(bookingUrl)} onBooked={onBooked} onPhoneInstead={onPhoneInstead} contactUrl={contactUrl} />
    </Dialog>
  );
}
