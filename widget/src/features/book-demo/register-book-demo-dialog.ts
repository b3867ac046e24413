import { registerDialogView } from '../../element/dialog-view-root.tsx';
import { BOOK_DEMO_TEXTS } from './api/book-demo-texts.ts';
import { ConnectedBookDemoDialog } from './components/book-demo-dialog-view.tsx';

export function registerBookDemoDialog(tagName: string): CustomElementConstructor {
  return registerDialogView(tagName, 'book-demo-dialog', BOOK_DEMO_TEXTS, ConnectedBookDemoDialog, ['bookingUrl']);
}
