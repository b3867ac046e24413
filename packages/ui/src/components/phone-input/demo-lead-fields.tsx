import { DEFAULT_COUNTRY_ID, findCountry, validateDemoLeadWith, type DemoLeadErrors, type PhoneCheck } from '@vaani/validation';
import { Field } from '../field/field.tsx';
import { Input } from '../field/input.tsx';
import { PhoneInput } from './phone-input.tsx';
import { usePhoneCheckedSubmit } from './use-phone-checked-submit.ts';

/** What a visitor types into the demo form, and the callback form that follows its rules (site spec §5). */
export interface DemoLeadValues {
  email: string;
  countryId: string;
  /** The local number's digits, without the dial code. */
  number: string;
  name: string;
}

export const EMPTY_DEMO_LEAD: DemoLeadValues = { email: '', countryId: DEFAULT_COUNTRY_ID, number: '', name: '' };

/** The stored lead: the phone as the country's dial code followed by the digits typed. */
const toLead = ({ email, countryId, number, name }: DemoLeadValues) => ({
  name: name.trim(),
  email: email.trim(),
  phone_number: `${findCountry(countryId)?.dialCode ?? ''}${number}`,
});

const errorsOf = (values: DemoLeadValues, isPossible: PhoneCheck): DemoLeadErrors => {
  const lead = toLead(values);
  return validateDemoLeadWith({ email: lead.email, name: lead.name, phone: lead.phone_number }, isPossible);
};

/**
 * The demo form's submit: `onValid` gets the lead once its rules pass; `failed` says which fail,
 * from the first submit on.
 */
export function useDemoLeadSubmit(values: DemoLeadValues, onValid: (lead: ReturnType<typeof toLead>) => void, initiallyValidated?: boolean) {
  const { validated, isPossible, submit } = usePhoneCheckedSubmit((check) => {
    if (Object.keys(errorsOf(values, check)).length === 0) onValid(toLead(values));
  }, initiallyValidated);
  return { submit, failed: validated ? errorsOf(values, isPossible) : {} };
}

interface DemoLeadFieldsProps {
  labels: { email: string; phone: string; country: string; name: string };
  values: DemoLeadValues;
  errors: DemoLeadErrors;
  onChange: (change: Partial<DemoLeadValues>) => void;
  /** In a dialog: the email field takes the focus as it opens. */
  autofocus?: boolean;
}

/** The demo form's fields in the spec's order: business email, phone with its country, first name. */
export function DemoLeadFields({ labels, values, errors, onChange, autofocus }: DemoLeadFieldsProps) {
  return (
    <>
      <Field label={labels.email} error={errors.email}>
        <Input type="email" name="email" autoComplete="email" data-autofocus={autofocus ? '' : undefined} value={values.email} onChange={(event) => onChange({ email: event.target.value })} />
      </Field>
      <Field label={labels.phone} error={errors.phone}>
        <PhoneInput
          name="phone"
          countryLabel={labels.country}
          countryId={values.countryId}
          digits={values.number}
          onCountryChange={(countryId) => onChange({ countryId })}
          onDigitsChange={(number) => onChange({ number })}
        />
      </Field>
      <Field label={labels.name} error={errors.name}>
        <Input name="name" autoComplete="given-name" value={values.name} onChange={(event) => onChange({ name: event.target.value })} />
      </Field>
    </>
  );
}
