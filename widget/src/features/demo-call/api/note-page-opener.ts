import { noteOpener } from '@vaani/stores';
import { OPEN_ATTRIBUTE } from '../../../embed-contract.ts';

/** What a page may put on its own control to name it in the lead: `data-vaani-source="pricing-table"`. */
const SOURCE_ATTRIBUTE = 'data-vaani-source';
const PAGE_CONTROL = 'page-control';

/**
 * Called as the dialog opens: when the focused element is one of the page's own
 * `data-vaani-open="demo-call-dialog"` controls (a click or a key press focuses it), the lead
 * names it; this works on the very first click, whose event went by before this code loaded. Our
 * own controls are in shadow roots (the document reports the host as focused): they note their own.
 */
export function notePageOpener(): void {
  const control = document.activeElement;
  if (control?.getAttribute(OPEN_ATTRIBUTE) !== 'demo-call-dialog') return;
  noteOpener('demo-call', control.getAttribute(SOURCE_ATTRIBUTE) || PAGE_CONTROL);
}
