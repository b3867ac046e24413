import type { Ref } from 'react';
import styled from 'styled-components';
import { Button, Spinner } from '@vaani/ui';
import type { BookDemoTexts } from '../api/book-demo-texts.ts';

export type CalendarStatus = 'loading' | 'loaded' | 'failed';

const Frame = styled.div`
  position: relative;
  &:focus {
    outline: none;
  }
  height: min(640px, 70vh);
  min-height: 360px;
`;

const Calendar = styled.iframe<{ $visible: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  visibility: ${({ $visible }) => ($visible ? 'visible' : 'hidden')};
`;

const Ways = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-top: 12px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.mutedText};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Loading = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface CalendarViewProps {
  text: Omit<BookDemoTexts, 'title' | 'description' | 'close'>;
  src: string;
  status: CalendarStatus;
  onLoad: () => void;
  onError: () => void;
  /** The frame element, whose window is the only one allowed to announce a booking. */
  frameRef?: Ref<HTMLIFrameElement>;
  onPhoneInstead: () => void;
  /** Our contact page, on our own site (a partner's is unknown to us). */
  contactUrl?: string | undefined;
}

/**
 * The booking calendar frame, hidden until it has loaded, and the other ways to reach us under it.
 * Those stay in view even once it has loaded: a calendar that cannot be reached still fires `load`
 * (the browser's error page, which a cross-origin frame does not let us read).
 */
export function CalendarView({ text: TEXT, src, status, onLoad, onError, frameRef, onPhoneInstead, contactUrl }: CalendarViewProps) {
  return (
    <>
      {/* Initial focus lands here, not in the frame: keys typed inside a cross-origin frame never
          reach the dialog, so Escape would stop closing it. */}
      <Frame data-autofocus="" tabIndex={-1}>
        <Calendar ref={frameRef} title={TEXT.frameTitle} src={src} $visible={status === 'loaded'} onLoad={onLoad} onError={onError} />
        {status === 'loading' ? (
          <Loading>
            <Spinner label={TEXT.loading} showLabel />
          </Loading>
        ) : null}
        {status === 'failed' ? <Loading role="alert">{TEXT.failed}</Loading> : null}
      </Frame>
      <Ways>
        {status === 'failed' ? null : <span>{TEXT.trouble}</span>}
        <Button size="sm" variant="outline" onClick={onPhoneInstead}>
          {TEXT.phoneInstead}
        </Button>
        {contactUrl ? <a href={contactUrl}>{TEXT.contact}</a> : null}
      </Ways>
    </>
  );
}
