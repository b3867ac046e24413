import { useState } from 'react';
import { useStore } from 'zustand';
import { openEmbed, useBotCheck, type BotCheckState } from '@vaani/ui';
import { currentConsent, type ConsentText } from '@vaani/validation';
import { backendOf, emitVaaniEvent } from '../../../embed-contract.ts';
import { DialogViewRoot } from '../../../element/dialog-view-root.tsx';
import type { ViewProps } from '../../../element/register-view.ts';
import { ViewToaster, useModalTarget } from '../../../element/view-root.tsx';
import type { OpenStore } from '../../../element/open-store.ts';
import { rememberVisitorDetails, startingVisitorDetails, type PrefilledVisitor } from '../../../element/visitor-details.ts';
import { resolveLang } from '../../../element/lang.ts';
import { brandOf, type TextRequest } from '../../../element/texts.ts';
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
  consent: ConsentText;
}

function ConnectedDialog(props: ConnectedProps) {
  const isOpen = useStore(props.store, (state) => state.isOpen);
  const portal = useModalTarget();
  // Here, not in the dialog: its clock counts from the form's first appearance, not each opening's.
  const botCheck = useBotCheck();
  if (!isOpen || !portal) return null;
  return <OpenDialog {...props} portal={portal} botCheck={botCheck} />;
}

/** Mounted on each opening: it starts from what the page gave and the visitor typed anywhere in this session. */
function OpenDialog({ store, host, prefill, text, consent, portal, botCheck }: ConnectedProps & { portal: Element; botCheck: BotCheckState }) {
  const [initialValues] = useState(() => ({ ...EMPTY_DEMO_CALL_FORM, ...startingVisitorDetails(prefill) }));
  return (
    <DemoCallDialog
      open
      text={text}
      consent={consent}
      botCheck={botCheck}
      onClose={store.getState().close}
      container={portal}
      initialValues={initialValues}
      onValuesChange={rememberVisitorDetails}
      // Read at submit time, so the element's current supabase-url / supabase-anon-key win.
      submit={(lead, sending) => demoCallSubmitter(backendOf(host))(lead, sending)}
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
  const consent = currentConsent('demo-call', resolveLang(lang), brandOf(brandName));
  if (!text) return null;
  return (
    <DialogViewRoot container={container} primaryColor={primaryColor} accentColor={accentColor}>
      {(store, host) => (
        <>
          <ConnectedDialog store={store} host={host} prefill={{ visitorName, visitorEmail, visitorPhone }} text={text} consent={consent} />
          <ViewToaster labels={{ region: text.notifications, close: text.closeNotification }} />
        </>
      )}
    </DialogViewRoot>
  );
}
