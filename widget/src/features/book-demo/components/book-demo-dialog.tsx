import { Dialog } from '@vaani/ui';
import { BOOK_DEMO_TEXT as TEXT } from '../api/book-demo-text.ts';
import { CalendarFrame } from './calendar-frame.tsx';

export interface BookDemoDialogProps {
  open: boolean;
  onClose: () => void;
  bookingUrl: string;
  container?: Element | undefined;
}

export function BookDemoDialog({ open, onClose, bookingUrl, container }: BookDemoDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={TEXT.title} description={TEXT.description} width="lg" container={container}>
      {/* The dialog unmounts its content when closed, so each opening starts a new frame and load. */}
      <CalendarFrame src={bookingUrl} />
    </Dialog>
  );
}
