import { useState } from 'react';
import { useStore } from 'zustand';
import { openEmbed } from '@vaani/ui';
import { backendOf, emitVaaniEvent } from '../../../embed-contract.ts';
import { DialogViewRoot } from '../../../element/dialog-view-root.tsx';
import type { ViewProps } from '../../../element/register-view.ts';
import { ViewToaster, useModalTarget } from '../../../element/view-root.tsx';
import type { OpenStore } from '../../../element/open-store.ts';
import { rememberVisitorDetails, startingVisitorDetails, type PrefilledVisitor } from '../../../element/visitor-details.ts';
import type { TextRequest } from '../../../element/texts.ts';
import { useTexts } from '../../../element/use-texts.ts';
import { demoCallSubmitter } from '../api/submit-demo-call.ts';
import { DEMO_CALL_TEXTS, type DemoCallTexts } from '../api/demo-call-texts.ts';
import { DemoCallDialog } from './demo-call-dialog.tsx';
import { EMPTY_DEMO_CALL_FORM } from './demo-call-form.tsx';

export interface DemoCallDialogViewProps extends ViewProps, PrefilledVisitor, TextRequest {
  primaryColor?: string;
  accentColor?: string;
  supabaseUrl?: string;
  supabaseAnonKey?: string;
}

interface ConnectedProps {
  store: OpenStore;
  host: Element;
  prefill: PrefilledVisitor;
  text: DemoCallTexts;
}

function ConnectedDialog({ store, host, prefill, text }: ConnectedProps) {
  const isOpen = useStore(store, (state) => state.isOpen);
  const portal = useModalTarget();
  if (!isOpen || !portal) return null;
  return <OpenDialog store={store} host={host} prefill={prefill} text={text} portal={portal} />;
}

/** Mounted on each opening: it starts from what the page gave and the visitor typed anywhere in this session. */
function OpenDialog({ store, host, prefill, text, portal }: ConnectedProps & { portal: Element }) {
  const [initialValues] = useState(() => ({ ...EMPTY_DEMO_CALL_FORM, ...startingVisitorDetails(prefill) }));
  return (
    <DemoCallDialog
      open
      text={text}
      onClose={store.getState().close}
      container={portal}
      initialValues={initialValues}
      onValuesChange={rememberVisitorDetails}
      // Read at submit time, so the element's current supabase-url / supabase-anon-key win.
      submit={(lead, check) => demoCallSubmitter(backendOf(host))(lead, check)}
      onTalkToUs={() => void openEmbed('book-demo-dialog')}
      onLeadSubmitted={(lead, outcome) =>
        emitVaaniEvent(host, 'vaani:lead-submitted', { tag: 'demo-call-dialog', ...lead, outcome })
      }
      onCallFailed={(message) => emitVaaniEvent(host, 'vaani:error', { tag: 'demo-call-dialog', message })}
    />
  );
}

/** What the demo-call element renders into its shadow root, toasts included, so they work on any page. */
export function DemoCallDialogView({
  container,
  primaryColor,
  accentColor,
  visitorName,
  visitorEmail,
  visitorPhone,
  lang,
  texts,
  brandName,
}: DemoCallDialogViewProps) {
  const text = useTexts(DEMO_CALL_TEXTS, { lang, texts, brandName });
  if (!text) return null;
  return (
    <DialogViewRoot container={container} primaryColor={primaryColor} accentColor={accentColor}>
      {(store, host) => (
        <>
          <ConnectedDialog store={store} host={host} prefill={{ visitorName, visitorEmail, visitorPhone }} text={text} />
          <ViewToaster labels={{ region: text.notifications, close: text.closeNotification }} />
        </>
      )}
    </DialogViewRoot>
  );
}
