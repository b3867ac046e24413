import { emitVaaniEvent } from '../../embed-contract.ts';
import { createOpenStore } from '../../element/open-store.ts';
import { registerView } from '../../element/register-view.ts';
import { BookDemoDialogView } from './components/book-demo-dialog-view.tsx';

/** Defines the Book a Live Demo dialog's React element under `tagName`. */
export function registerBookDemoDialog(tagName: string): CustomElementConstructor {
  return registerView(
    tagName,
    BookDemoDialogView,
    ['bookingUrl', 'primaryColor', 'accentColor', 'visitorName', 'visitorEmail', 'visitorPhone'],
    (element) =>
      createOpenStore((isOpen) =>
        emitVaaniEvent(element, isOpen ? 'vaani:open' : 'vaani:close', { tag: 'book-demo-dialog' }),
      ),
    (store) => ({ open: store.getState().open, close: store.getState().close }),
  );
}
