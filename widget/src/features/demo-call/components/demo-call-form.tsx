import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, FormNote } from '@vaani/ui';
import { DemoLeadFields, useDemoLeadSubmit, type DemoLeadValues } from '@vaani/ui/phone-input';
import type { PersonLead } from '@vaani/data/leads';
import type { DemoCallTexts } from '../api/demo-call-texts.ts';

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

export interface DemoCallFormProps {
  text: DemoCallTexts;
  values: DemoLeadValues;
  onChange: (values: DemoLeadValues) => void;
  submitting: boolean;
  onSubmit: (lead: PersonLead) => void;
  /** The consent line: its words are the version the lead records, never the page's `texts`. */
  consent: string;
  /** The form's invisible checks (useBotCheck), kept by the element so a retry or a reopening is not held to a new count. */
  botTrap?: ReactNode;
  /** Start with the errors shown, as after a rejected submit (Storybook). */
  initiallyValidated?: boolean;
}

export function DemoCallForm({ text: TEXT, values, onChange, submitting, onSubmit, consent, botTrap, initiallyValidated = false }: DemoCallFormProps) {
  const { submit, failed } = useDemoLeadSubmit(values, onSubmit, initiallyValidated);
  // Which rules fail comes from @vaani/validation; what the visitor reads, from the texts.
  const errors = {
    email: failed.email && TEXT.invalidEmail,
    name: failed.name && TEXT.nameTooShort,
    phone: failed.phone && TEXT.invalidPhone,
  };

  return (
    <Form noValidate onSubmit={submit} aria-label={TEXT.formHeading}>
      <Heading>{TEXT.formHeading}</Heading>
      <DemoLeadFields labels={TEXT} values={values} errors={errors} onChange={(change) => onChange({ ...values, ...change })} autofocus />
      <FormNote>{consent}</FormNote>
      {botTrap}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {submitting ? TEXT.submitting : TEXT.submit}
      </Button>
    </Form>
  );
}
