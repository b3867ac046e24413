import { useEffect, useState } from 'react';
import { CALENDAR_GIVE_UP_MS } from '../api/book-demo-text.ts';
import { CalendarView, type CalendarStatus } from './calendar-view.tsx';

/** Mounted afresh on every opening of the dialog, so the calendar always loads anew. */
export function CalendarFrame({ src }: { src: string }) {
  const [status, setStatus] = useState<CalendarStatus>('loading');
  useEffect(() => {
    const timer = setTimeout(() => setStatus((current) => (current === 'loading' ? 'failed' : current)), CALENDAR_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, []);
  return <CalendarView src={src} status={status} onLoad={() => setStatus('loaded')} onError={() => setStatus('failed')} />;
}
