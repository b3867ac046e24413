import { COUNTRIES, stripNonDigits } from '@vaani/validation';
import styled from 'styled-components';
import { Input } from '../field/input.tsx';
import { Select } from '../field/select.tsx';

const Row = styled.div`
  display: flex;
  gap: 8px;
`;

// Its width is set, so containment spares the browser from sizing it to its widest option: that
// shaped all 12 flags (emoji, from a fallback font) at the picker's first layout, tens of ms on a
// phone at the moment a dialog opens or the home page first paints.
const CountrySelect = styled(Select)`
  flex: none;
  width: 120px;
  contain: inline-size;
`;

export interface PhoneInputProps {
  /** The country picker's own accessible name; the field's label names the number. */
  countryLabel: string;
  countryId: string;
  /** The local number, digits only. */
  digits: string;
  onCountryChange: (countryId: string) => void;
  onDigitsChange: (digits: string) => void;
  name?: string;
  /** Given by Field, so its label and error describe the number input. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/**
 * The spec's phone control (site spec §2, §3, §5): a picker of the 12 countries, shown as flag and
 * dial code with the country's name as title, and the local number, which keeps only the digits
 * typed or pasted. Used by the demo-call dialog and the callback form alike.
 */
export function PhoneInput({ countryLabel, countryId, digits, onCountryChange, onDigitsChange, ...numberProps }: PhoneInputProps) {
  return (
    <Row>
      <CountrySelect aria-label={countryLabel} value={countryId} onChange={(event) => onCountryChange(event.target.value)}>
        {COUNTRIES.map(({ id, flag, dialCode, name }) => (
          <option key={id} value={id} title={name}>
            {`${flag} ${dialCode}`}
          </option>
        ))}
      </CountrySelect>
      <Input
        {...numberProps}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={digits}
        onChange={(event) => onDigitsChange(stripNonDigits(event.target.value))}
      />
    </Row>
  );
}
