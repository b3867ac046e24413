import { Field, Input } from '@vaani/ui';
import { isCssColor } from '@vaani/validation';
import styled from 'styled-components';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

const Picker = styled.input`
  width: 44px;
  height: 44px;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Swatches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Swatch = styled.button<{ $color: string }>`
  width: 28px;
  height: 28px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ $color }) => $color};
  cursor: pointer;
  &[aria-pressed='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.text};
    outline-offset: 2px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A colour the page's palette names, offered as a swatch. */
export interface ThemeSwatch {
  name: string;
  value: string;
}

export interface ColorFieldProps {
  label: string;
  hint: string;
  value: string;
  error?: string | undefined;
  swatches: readonly ThemeSwatch[];
  onChange: (value: string) => void;
}

/** The native picker only speaks #rrggbb; other colours (rgb(), transparent) are typed. */
const pickerValue = (value: string) => (/^#[0-9a-f]{6}$/i.test(value) ? value : /^#[0-9a-f]{3}$/i.test(value) ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : '#000000');

/** A colour: typed, picked with the system picker, or one of the theme's swatches in one click. */
export function ColorField({ label, hint, value, error, swatches, onChange }: ColorFieldProps) {
  return (
    <div>
      <Field label={label} hint={hint} error={error}>
        <Input value={value} spellCheck={false} onChange={(event) => onChange(event.target.value)} />
      </Field>
      <Controls>
        <Picker type="color" aria-label={`${label}: pick a colour`} value={pickerValue(value)} onChange={(event) => onChange(event.target.value)} />
        <Swatches role="group" aria-label={`${label}: theme colours`}>
          {swatches
            .filter((swatch) => isCssColor(swatch.value))
            .map((swatch) => (
              <Swatch
                key={swatch.name}
                type="button"
                $color={swatch.value}
                title={`${swatch.name} (${swatch.value})`}
                aria-label={`Use ${swatch.name} (${swatch.value})`}
                aria-pressed={swatch.value.toLowerCase() === value.toLowerCase()}
                onClick={() => onChange(swatch.value)}
              />
            ))}
        </Swatches>
      </Controls>
    </div>
  );
}
