import { useRemoteSlot } from '@vaani/stores';
import { createElement } from 'react';

/**
 * The forms remote's callback section, which the host registers in the slot; a page without the
 * host (or before it registers) simply shows nothing here. The slot holds one component for the
 * page's life, so creating its element here never remounts it.
 */
export default function RequestCallbackSection() {
  const Slot = useRemoteSlot('request-callback-section');
  return Slot ? createElement(Slot) : null;
}
