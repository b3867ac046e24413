import { remoteSlot } from '@vaani/stores';
import { useServerMarkup } from '@vaani/ui';
import { createElement } from 'react';
import styled from 'styled-components';

/**
 * The room the forms remote's section takes (measured in Chromium), kept until it arrives so the
 * sections below do not jump; without :has() it stays, a gap rather than a jump.
 */
const Reserved = styled.div`
  min-height: 720px;
  @media (min-width: 480px) {
    min-height: 696px;
  }
  @media (min-width: 600px) {
    min-height: 635px;
  }
  &:has(section) {
    min-height: 0;
  }
`;

/** The forms remote's callback section, lent by the host through the slot; without the host, nothing. */
export default function RequestCallbackSection() {
  const Slot = remoteSlot('request-callback-section');
  const served = useServerMarkup();
  if (!Slot && !served) return null;
  return <Reserved>{Slot ? createElement(Slot) : null}</Reserved>;
}
