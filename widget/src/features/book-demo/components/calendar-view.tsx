import type { Ref } from 'react';
import styled from 'styled-components';
import { Spinner } from '@vaani/ui';
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

const Loading = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface CalendarViewProps {
  /** The frame's title and the loading line. */
  text: Pick<BookDemoTexts, 'frameTitle' | 'loading'>;
  src: string;
  status: CalendarStatus;
  onLoad: () => void;
  onError: () => void;
  /** The frame element, whose window is the only one allowed to announce a booking. */
  frameRef?: Ref<HTMLIFrameElement>;
}

/** The booking calendar frame; it stays hidden until it has loaded. */
export function CalendarView({ text: TEXT, src, status, onLoad, onError, frameRef }: CalendarViewProps) {
  return (
    // Initial focus lands here, not in the frame: keys typed inside a cross-origin frame never
    // reach the dialog, so Escape would stop closing it.
    <Frame data-autofocus="" tabIndex={-1}>
      <Calendar ref={frameRef} title={TEXT.frameTitle} src={src} $visible={status === 'loaded'} onLoad={onLoad} onError={onError} />
      {status === 'loading' ? (
        <Loading>
          <Spinner label={TEXT.loading} showLabel />
        </Loading>
      ) : null}
    </Frame>
  );
}
