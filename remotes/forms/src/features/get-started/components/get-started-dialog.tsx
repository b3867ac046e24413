import type { PersonLead } from '@vaani/data/leads';
import { useGetStartedStore } from '@vaani/stores';
import { Button, Dialog, Field, Input, useBotCheck, FormNote } from '@vaani/ui';
import { currentConsent, type LeadChecks } from '@vaani/validation';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { GET_STARTED_TEXT as TEXT } from '../api/get-started-text.ts';
import { useGetStartedForm } from '../api/use-get-started-form.ts';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;

const Outcome = styled.div<{ $tone: 'success' | 'danger' }>`
  display: grid;
  gap: 12px;
  h3 {
    margin: 0;
    font-size: 18px;
    color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  }
  p {
    margin: 0;
  }
`;

interface Props {
  /** Where the lead goes: the lead service unless a story supplies another. */
  submit?: (lead: PersonLead, checks?: LeadChecks) => Promise<void>;
}

/** The Get Started dialog; opened through openGetStarted() from any remote, closed through the same store. */
export default function GetStartedDialog({ submit }: Props) {
  const open = useGetStartedStore((state) => state.open);
  const closeGetStarted = useGetStartedStore((state) => state.closeGetStarted);
  const form = useGetStartedForm(submit);
  const botCheck = useBotCheck();
  const submitting = form.status === 'submitting';

  const close = () => {
    if (submitting) return;
    if (form.status === 'success') form.reset();
    closeGetStarted();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.send(botCheck.read());
  };

  return (
    <Dialog open={open} onClose={close} closeDisabled={submitting} title={TEXT.title} description={TEXT.description} width="sm">
      {form.status === 'success' ? (
        <Outcome $tone="success" role="status">
          <h3>{TEXT.successTitle}</h3>
          <p>{TEXT.successText}</p>
          <Actions>
            <Button type="button" onClick={close}>
              {TEXT.done}
            </Button>
          </Actions>
        </Outcome>
      ) : form.status === 'error' ? (
        <Outcome $tone="danger" role="alert">
          <h3>{TEXT.errorTitle}</h3>
          <p>{form.error}</p>
          <Actions>
            <Button type="button" variant="outline" onClick={close}>
              {TEXT.cancel}
            </Button>
            <Button type="button" onClick={form.tryAgain}>
              {TEXT.tryAgain}
            </Button>
          </Actions>
        </Outcome>
      ) : (
        <Form noValidate onSubmit={onSubmit} aria-label={TEXT.title}>
          <Field label={TEXT.name}>
            <Input name="name" autoComplete="name" disabled={submitting} value={form.values.name} onChange={(event) => form.change({ name: event.target.value })} />
          </Field>
          <Field label={TEXT.email}>
            <Input type="email" name="email" autoComplete="email" disabled={submitting} value={form.values.email} onChange={(event) => form.change({ email: event.target.value })} />
          </Field>
          <Field label={TEXT.phone}>
            <Input type="tel" name="phone" autoComplete="tel" disabled={submitting} value={form.values.phone} onChange={(event) => form.change({ phone: event.target.value })} />
          </Field>
          {botCheck.trap}
          <FormNote>{currentConsent('get-started').text}</FormNote>
          <Actions>
            <Button type="button" variant="outline" disabled={submitting} onClick={close}>
              {TEXT.cancel}
            </Button>
            <Button type="submit" loading={submitting}>
              {submitting ? TEXT.submitting : TEXT.submit}
            </Button>
          </Actions>
        </Form>
      )}
    </Dialog>
  );
}
