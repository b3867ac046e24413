import styled from 'styled-components';
import { Input, Select } from '@vaani/ui';
import { COUNTRIES, stripNonDigits } from '@vaani/validation';
import { DEMO_CALL_TEXT as TEXT } from '../api/demo-call-text.ts';

const Row = styled.div`
  display: flex;
  gap: 8px;
`;

const CountrySelect = styled(Select)`
  flex: none;
  width: 116px;
`;

export interface PhoneControlProps {
  countryId: string;
  number: string;
  onCountryChange: (countryId: string) => void;
  onNumberChange: (digits: string) => void;
  /** Given by Field, so the label and the error describe the number input. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/** Country picker plus the local number; only digits survive typing or pasting. */
export function PhoneControl({ countryId, number, onCountryChange, onNumberChange, ...aria }: PhoneControlProps) {
  return (
    <Row>
      <CountrySelect aria-label={TEXT.country} value={countryId} onChange={(event) => onCountryChange(event.target.value)}>
        {COUNTRIES.map((country) => (
          <option key={country.id} value={country.id}>
            {`${country.flag} ${country.dialCode}`}
          </option>
        ))}
      </CountrySelect>
      <Input
        {...aria}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={number}
        onChange={(event) => onNumberChange(stripNonDigits(event.target.value))}
      />
    </Row>
  );
}
