import { useState } from 'react';
import { Dialog, type BotCheckState } from '@vaani/ui';
import type { ConsentText } from '@vaani/validation';
import { toast } from '@vaani/stores';
import type { PersonLead } from '@vaani/data/leads';
import type { DemoCallTexts } from '../api/demo-call-texts.ts';
import type { SubmitDemoCall } from '../api/submit-demo-call.ts';
import { EMPTY_DEMO_LEAD, type DemoLeadValues } from '@vaani/ui/phone-input';
import { DemoCallForm } from './demo-call-form.tsx';
import { DemoCallResult } from './demo-call-result.tsx';

export type DemoCallView = 'form' | 'success' | 'error';

/** Mount it only while open: unmounting on close is what resets it to an empty form. */
export interface DemoCallDialogProps {
  onClose: () => void;
  text: DemoCallTexts;
  /** The consent line shown, whose version (and brand) the lead records. */
  consent: ConsentText;
  /**
   * The form's invisible checks, kept by the element across openings: the dialog mounts on each,
   * and a visitor whose details it prefills may send it a moment after it reappears.
   */
  botCheck: BotCheckState;
  /** 'Talk to us now' on the success view. */
  onTalkToUs: () => void;
  /** Told about every lead whose call was accepted (now or in the background). */
  onLeadSubmitted?: (lead: PersonLead, outcome: 'success' | 'timeout') => void;
  onCallFailed?: (message: string) => void;
  /** Sends the lead and asks for the call, against the element's own backend. */
  submit: SubmitDemoCall;
  /** Told about every change, so the session can remember what the visitor typed. */
  onValuesChange?: (values: DemoLeadValues) => void;
  container?: Element | undefined;
  /** Starting point for Storybook; real use always starts at the form. */
  initialView?: DemoCallView;
  /** What the form starts with: empty, or what the visitor already typed in this session. */
  initialValues?: DemoLeadValues;
  initiallyValidated?: boolean;
}

export function DemoCallDialog({
  onClose,
  text: TEXT,
  consent,
  botCheck,
  onTalkToUs,
  onLeadSubmitted,
  onCallFailed,
  submit,
  onValuesChange,
  container,
  initialView = 'form',
  initialValues = EMPTY_DEMO_LEAD,
  initiallyValidated,
}: DemoCallDialogProps) {
  const [view, setView] = useState<DemoCallView>(initialView);
  const [values, setValues] = useState(initialValues);
  const [submitting, setSubmitting] = useState(false);

  const send = async (lead: PersonLead) => {
    setSubmitting(true);
    const outcome = await submit(lead, { ...botCheck.read(), consent });
    setSubmitting(false);
    if (outcome === 'error') {
      toast({ title: TEXT.toastError, variant: 'destructive' });
      onCallFailed?.(TEXT.toastError);
      setView('error');
      return;
    }
    toast({ title: outcome === 'success' ? TEXT.toastSuccess : TEXT.toastTimeout });
    onLeadSubmitted?.(lead, outcome);
    setView('success');
  };

  return (
    <Dialog open onClose={onClose} title={TEXT.title} closeLabel={TEXT.close} closeDisabled={submitting} container={container}>
      {view === 'form' ? (
        <DemoCallForm
          text={TEXT}
          values={values}
          onChange={(next) => {
            setValues(next);
            onValuesChange?.(next);
          }}
          submitting={submitting}
          onSubmit={(lead) => void send(lead)}
          consent={consent.text}
          botTrap={botCheck.trap}
          initiallyValidated={initiallyValidated}
        />
      ) : (
        <DemoCallResult
          text={TEXT}
          error={view === 'error'}
          onAction={() => {
            if (view === 'error') return setView('form');
            onClose();
            onTalkToUs();
          }}
        />
      )}
    </Dialog>
  );
}
