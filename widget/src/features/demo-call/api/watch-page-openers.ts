import { noteOpener, recordVisit } from '@vaani/stores';
import { OPEN_ATTRIBUTE } from '../../../embed-contract.ts';

/** What a page may put on its own control to name it in the lead: `data-vaani-source="pricing-table"`. */
const SOURCE_ATTRIBUTE = 'data-vaani-source';
const PAGE_CONTROL = 'page-control';

/**
 * Runs once the dialog's code has loaded (on intent, so embed.js carries none of it): the visit's
 * landing page on a partner site, and from then on which of the page's own `data-vaani-open`
 * controls opened the dialog. It listens in the capture phase, so a control of ours that names its
 * opener itself when clicked (the voice widget's "phone instead") still has the last word.
 */
export function watchPageOpeners(): void {
  recordVisit();
  document.addEventListener(
    'click',
    (event) => {
      const control = event
        .composedPath()
        .find((node): node is Element => node instanceof Element && node.getAttribute(OPEN_ATTRIBUTE) === 'demo-call-dialog');
      if (control) noteOpener('demo-call', control.getAttribute(SOURCE_ATTRIBUTE) || PAGE_CONTROL);
    },
    true,
  );
}
