import { emitVaaniEvent } from '../../embed-contract.ts';
import { createOpenStore } from '../../element/open-store.ts';
import { registerView } from '../../element/register-view.ts';
import { DemoCallDialogView } from './components/demo-call-dialog-view.tsx';

/** Defines the Get a Demo Call dialog's React element under `tagName`. */
export function registerDemoCallDialog(tagName: string): CustomElementConstructor {
  return registerView(
    tagName,
    DemoCallDialogView,
    ['primaryColor', 'accentColor', 'supabaseUrl', 'supabaseAnonKey', 'visitorName', 'visitorEmail', 'visitorPhone'],
    (element) =>
      createOpenStore((isOpen) =>
        emitVaaniEvent(element, isOpen ? 'vaani:open' : 'vaani:close', { tag: 'demo-call-dialog' }),
      ),
    (store) => ({ open: store.getState().open, close: store.getState().close }),
  );
}
