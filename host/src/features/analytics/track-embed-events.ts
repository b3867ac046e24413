import { track } from '@vaani/stores';
import type { VaaniEventMap } from '@vaani/widget/types';

/**
 * A lead left in the embedded demo-call dialog reaches analytics through the element's own DOM
 * event, the same one a partner page would listen to.
 */
export function trackEmbedEvents(target: Document = document): void {
  target.addEventListener('vaani:lead-submitted', (event) => {
    const { detail } = event as VaaniEventMap['vaani:lead-submitted'];
    track({ name: 'lead', source: detail.tag });
  });
}
