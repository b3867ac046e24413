import { Input, Select } from '@vaani/ui';
import { COUNTRIES, stripNonDigits } from '@vaani/validation';
import styled from 'styled-components';

const Group = styled.div`
  display: grid;
  grid-template-columns: 120px 1fr;
  gap: 8px;
`;

interface Props {
  countryLabel: string;
  countryId: string;
  digits: string;
  onCountry: (countryId: string) => void;
  onDigits: (digits: string) => void;
  /** Field's id and ARIA links land on the number, which the field's label names. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/** The picker's 12 countries and the local number, which keeps only the digits typed or pasted. */
export function CountryPhoneInput({ countryLabel, countryId, digits, onCountry, onDigits, ...numberAria }: Props) {
  return (
    <Group>
      <Select aria-label={countryLabel} value={countryId} onChange={(event) => onCountry(event.target.value)}>
        {COUNTRIES.map(({ id, flag, dialCode, name }) => (
          <option key={id} value={id} title={name}>
            {`${flag} ${dialCode}`}
          </option>
        ))}
      </Select>
      <Input
        {...numberAria}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={digits}
        onChange={(event) => onDigits(stripNonDigits(event.target.value))}
      />
    </Group>
  );
}
