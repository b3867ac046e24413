import { Button, Field, Input } from '@vaani/ui';
import styled from 'styled-components';
import { Textarea } from '../../admin-shell/components/admin-form.tsx';
import { ImageUrlField } from '../../media/components/image-url-field.tsx';
import type { SettingField as Setting } from '../settings-sections.ts';
import type { SettingValue } from '../setting-values.ts';
import { ColorField, type ThemeSwatch } from './color-field.tsx';

const Slot = styled.div`
  display: grid;
  gap: 6px;
  align-content: start;
  min-width: 0;
`;

const Reset = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export interface SettingFieldProps {
  field: Setting;
  value: SettingValue;
  /** What the site uses when nobody changed it (offered by "Reset to default"). */
  defaultValue: SettingValue;
  error?: string | undefined;
  swatches: readonly ThemeSwatch[];
  onChange: (value: SettingValue) => void;
}

/** One setting, with its human label, where it shows, and a way back to the default. */
export function SettingField({ field, value, defaultValue, error, swatches, onChange }: SettingFieldProps) {
  const { label, hint } = field;
  const onText = (event: { target: { value: string } }) => onChange(event.target.value);
  const control =
    field.kind === 'color' ? (
      <ColorField label={label} hint={hint} value={String(value)} error={error} swatches={swatches} onChange={onChange} />
    ) : field.kind === 'image' ? (
      <ImageUrlField label={label} hint={hint} value={String(value)} defaultUrl={String(defaultValue)} useCase="general" error={error} onChange={onChange} />
    ) : (
      <Field label={label} hint={hint} error={error}>
        {field.kind === 'spacing' ? (
          <Input
            type="number"
            min={0}
            step={1}
            value={Number.isNaN(value) ? '' : value}
            onChange={(event) => onChange(event.target.valueAsNumber)}
          />
        ) : field.long ? (
          <Textarea rows={3} value={String(value)} onChange={onText} />
        ) : (
          // Addresses and CSS values are not words: no spelling marks under them.
          <Input value={String(value)} inputMode={field.kind === 'link' ? 'url' : undefined} spellCheck={field.kind === 'text' ? undefined : false} onChange={onText} />
        )}
      </Field>
    );
  const changed = value !== defaultValue && !(Number.isNaN(value) && Number.isNaN(defaultValue));
  return (
    <Slot>
      {control}
      {changed ? (
        <Reset>
          <Button type="button" variant="ghost" size="sm" aria-label={`Reset to default: ${label}`} onClick={() => onChange(defaultValue)}>
            Reset to default
          </Button>
        </Reset>
      ) : null}
    </Slot>
  );
}
