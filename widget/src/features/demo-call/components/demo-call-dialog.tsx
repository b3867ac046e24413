import { useState } from 'react';
import styled from 'styled-components';
import { Button, Dialog, FormNote, type BotCheckState } from '@vaani/ui';
import type { ConsentText } from '@vaani/validation';
import { toast } from '@vaani/stores';
import type { PersonLead } from '@vaani/data/leads';
import type { DemoCallTexts } from '../api/demo-call-texts.ts';
import type { SubmitDemoCall } from '../api/submit-demo-call.ts';
import { DemoLeadFields, EMPTY_DEMO_LEAD, useDemoLeadSubmit, type DemoLeadValues } from '@vaani/ui/phone-input';
import { DemoCallResult } from './demo-call-result.tsx';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
`;

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
  /** Start with the errors shown, as after a rejected submit (Storybook). */
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
  const { submit: submitForm, failed } = useDemoLeadSubmit(values, (lead) => void send(lead), initiallyValidated);
  // Which rules fail comes from @vaani/validation; what the visitor reads, from the texts.
  const errors = {
    email: failed.email && TEXT.invalidEmail,
    name: failed.name && TEXT.nameTooShort,
    phone: failed.phone && TEXT.invalidPhone,
  };
  const change = (next: DemoLeadValues) => {
    setValues(next);
    onValuesChange?.(next);
  };

  return (
    <Dialog open onClose={onClose} title={TEXT.title} closeLabel={TEXT.close} closeDisabled={submitting} container={container}>
      {view === 'form' ? (
        <Form noValidate onSubmit={submitForm} aria-label={TEXT.formHeading}>
          <Heading>{TEXT.formHeading}</Heading>
          <DemoLeadFields labels={TEXT} values={values} errors={errors} onChange={(fields) => change({ ...values, ...fields })} autofocus />
          {/* Its words are the version the lead records, never the page's `texts`. */}
          <FormNote>{consent.text}</FormNote>
          {botCheck.trap}
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            {submitting ? TEXT.submitting : TEXT.submit}
          </Button>
        </Form>
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
