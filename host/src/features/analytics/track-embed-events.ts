import { track } from '@vaani/stores';
import type { VaaniEventMap } from '@vaani/widget/types';

/** Leads from the demo-call element reach analytics by its DOM event, as on a partner page. */
export function trackEmbedEvents(target: Document = document): void {
  target.addEventListener('vaani:lead-submitted', (event) => {
    const { detail } = event as VaaniEventMap['vaani:lead-submitted'];
    track({ name: 'lead', source: detail.tag });
  });
}
