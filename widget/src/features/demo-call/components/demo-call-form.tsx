import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Field, Input } from '@vaani/ui';
import { PhoneInput, usePhoneCheckedSubmit } from '@vaani/ui/phone-input';
import { DEFAULT_COUNTRY_ID, findCountry, validateDemoLeadWith, type DemoLeadErrors, type PhoneCheck } from '@vaani/validation';
import type { PersonLead } from '@vaani/data/leads';
import type { DemoCallTexts } from '../api/demo-call-texts.ts';

export interface DemoCallFormValues {
  email: string;
  countryId: string;
  number: string;
  name: string;
}

export const EMPTY_DEMO_CALL_FORM: DemoCallFormValues = { email: '', countryId: DEFAULT_COUNTRY_ID, number: '', name: '' };

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

const Consent = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** The stored phone value: the country's dial code followed by the digits typed. */
const toLead = ({ email, countryId, number, name }: DemoCallFormValues): PersonLead => ({
  name: name.trim(),
  email: email.trim(),
  phone_number: `${findCountry(countryId)?.dialCode ?? ''}${number}`,
});

const errorsFor = (values: DemoCallFormValues, isPossible: PhoneCheck): DemoLeadErrors => {
  const lead = toLead(values);
  return validateDemoLeadWith({ email: lead.email, name: lead.name, phone: lead.phone_number }, isPossible);
};

export interface DemoCallFormProps {
  text: DemoCallTexts;
  values: DemoCallFormValues;
  onChange: (values: DemoCallFormValues) => void;
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
  const { validated, isPossible, submit } = usePhoneCheckedSubmit((check) => {
    if (Object.keys(errorsFor(values, check)).length === 0) onSubmit(toLead(values));
  }, initiallyValidated);
  // Which rules fail comes from @vaani/validation; what the visitor reads, from the texts.
  const failed = validated ? errorsFor(values, isPossible) : {};
  const errors = {
    email: failed.email && TEXT.invalidEmail,
    name: failed.name && TEXT.nameTooShort,
    phone: failed.phone && TEXT.invalidPhone,
  };
  const update = (change: Partial<DemoCallFormValues>) => onChange({ ...values, ...change });

  return (
    <Form noValidate onSubmit={submit} aria-label={TEXT.formHeading}>
      <Heading>{TEXT.formHeading}</Heading>
      <Field label={TEXT.email} error={errors.email}>
        <Input
          type="email"
          autoComplete="email"
          data-autofocus=""
          value={values.email}
          onChange={(event) => update({ email: event.target.value })}
        />
      </Field>
      <Field label={TEXT.phone} error={errors.phone}>
        <PhoneInput
          countryLabel={TEXT.country}
          countryId={values.countryId}
          digits={values.number}
          onCountryChange={(countryId) => update({ countryId })}
          onDigitsChange={(number) => update({ number })}
        />
      </Field>
      <Field label={TEXT.name} error={errors.name}>
        <Input autoComplete="given-name" value={values.name} onChange={(event) => update({ name: event.target.value })} />
      </Field>
      <Consent>{consent}</Consent>
      {botTrap}
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {submitting ? TEXT.submitting : TEXT.submit}
      </Button>
    </Form>
  );
}
