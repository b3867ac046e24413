import { remoteSlot } from '@vaani/stores';
import { useServerMarkup } from '@vaani/ui';
import { createElement } from 'react';
import styled from 'styled-components';

/**
 * The room the forms remote's section takes (measured in Chromium: 720 px at 390 px wide, 696 px
 * from 480, 635 px from 600), kept free until its section arrives. On a phone it starts within
 * the first screen: without it the sections below would jump when the form loads (layout shift).
 * Browsers without :has() keep the room, a gap below the form rather than a jump.
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

/**
 * The forms remote's callback section, which the host lends through the slot (in the browser at
 * start-up, on the server into this bundle's copy before each render); a page without the host
 * simply shows nothing here. The slot holds one component for the page's life, so creating its
 * element here never remounts it.
 */
export default function RequestCallbackSection() {
  const Slot = remoteSlot('request-callback-section');
  const served = useServerMarkup();
  if (!Slot && !served) return null;
  return <Reserved>{Slot ? createElement(Slot) : null}</Reserved>;
}
