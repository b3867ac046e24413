import { openEmbed, useBotCheck } from '@vaani/ui';
import { currentConsent } from '@vaani/validation';
import { backendOf, emitVaaniEvent } from '../../../embed-contract.ts';
import type { DialogParts, DialogViewProps } from '../../../element/dialog-view-root.tsx';
import { ViewToaster } from '../../../element/view-root.tsx';
import { rememberVisitorDetails, startingVisitorDetails } from '../../../element/visitor-details.ts';
import { resolveLang } from '../../../element/lang.ts';
import { brandOf } from '../../../element/texts.ts';
import { submitDemoCall } from '../api/submit-demo-call.ts';
import type { DemoCallTexts } from '../api/demo-call-texts.ts';
import { DemoCallDialog } from './demo-call-dialog.tsx';
import { EMPTY_DEMO_LEAD } from '@vaani/ui/phone-input';

/**
 * The Get a Demo Call dialog as its element draws it, toasts included, so they work on any page.
 * The dialog mounts on each opening and starts from what the page gave and the visitor typed
 * anywhere in this session.
 */
export function ConnectedDemoCallDialog({ props, host, text, open, close, portal }: DialogParts<DemoCallTexts, DialogViewProps>) {
  // Here, not in the dialog: its clock counts from the form's first appearance, not each opening's.
  const botCheck = useBotCheck();
  return (
    <>
      {open ? (
        <DemoCallDialog
          text={text}
          consent={currentConsent('demo-call', resolveLang(props.lang), brandOf(props.brandName))}
          botCheck={botCheck}
          onClose={close}
          container={portal}
          initialValues={{ ...EMPTY_DEMO_LEAD, ...startingVisitorDetails(props) }}
          onValuesChange={rememberVisitorDetails}
          // Read at submit time, so the element's current supabase-url / supabase-anon-key win.
          submit={(lead, sending) => submitDemoCall(backendOf(host), lead, sending)}
          onTalkToUs={() => void openEmbed('book-demo-dialog')}
          onLeadSubmitted={(lead, outcome) =>
            emitVaaniEvent(host, 'vaani:lead-submitted', { tag: 'demo-call-dialog', ...lead, outcome })
          }
          onCallFailed={(message) => emitVaaniEvent(host, 'vaani:error', { tag: 'demo-call-dialog', message })}
        />
      ) : null}
      <ViewToaster labels={{ region: text.notifications, close: text.closeNotification }} />
    </>
  );
}
