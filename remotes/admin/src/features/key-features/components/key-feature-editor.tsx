import { KEY_FEATURE_ICONS, type KeyFeatureIcon, type KeyFeatureInput } from '@vaani/data';
import { Button, Field, Input, Select } from '@vaani/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FieldGrid, Options, Panel, SaveOrCancel, Textarea } from '../../admin-shell/components/admin-form.tsx';
import { changedFrom, useUnsavedChanges } from '../../admin-shell/unsaved-changes.ts';
import type { ItemEditorProps } from '../../admin-shell/components/ordered-content-admin.tsx';

/** What a new feature starts from: shown on the home page once saved. */
export const EMPTY_KEY_FEATURE: KeyFeatureInput = { title: '', description: '', icon_name: 'Clock', icon_bg: null, color: null, is_active: true };

/** What the picker shows for an empty colour: close to the theme's own icon look, which the card keeps. */
const THEME_ICON_COLOURS = { background: '#f1f5f9', icon: '#3f66fb' } as const;

interface ColourFieldProps {
  label: string;
  /** #rrggbb, or '' for the theme's own colour. */
  value: string;
  shownWhenEmpty: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** A colour the admin picks, or none (the card keeps the theme's look). */
function ColourField({ label, value, shownWhenEmpty, onChange, disabled }: ColourFieldProps) {
  return (
    <ColourRow>
      <Field label={label} hint={value ? `Picked: ${value}` : "The theme's colour"}>
        <Input type="color" value={value || shownWhenEmpty} onChange={(event) => onChange(event.target.value)} disabled={disabled} />
      </Field>
      <Button type="button" variant="outline" size="sm" disabled={disabled || !value} onClick={() => onChange('')}>
        {`Use the theme's ${label.toLowerCase()}`}
      </Button>
    </ColourRow>
  );
}

const ColourRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  input[type='color'] {
    width: 64px;
    padding: 2px;
  }
`;

/** One feature card's fields; the list around it places, adds and deletes features. */
export function KeyFeatureEditor({ initial, label, busy, onSave, onCancel }: ItemEditorProps<KeyFeatureInput>) {
  const [values, setValues] = useState({ ...initial, icon_bg: initial.icon_bg ?? '', color: initial.color ?? '' });
  useUnsavedChanges(changedFrom(values, { ...initial, icon_bg: initial.icon_bg ?? '', color: initial.color ?? '' }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({ ...values, title: values.title.trim(), icon_bg: values.icon_bg || null, color: values.color || null });
  };
  return (
    <form onSubmit={submit} aria-label={label}>
      <Panel>
        <FieldGrid>
          <Field label="Title">
            <Input value={values.title} required onChange={(event) => setValues({ ...values, title: event.target.value })} disabled={busy} />
          </Field>
          <Field label="Icon">
            <Select
              value={values.icon_name}
              onChange={(event) => setValues({ ...values, icon_name: event.target.value as KeyFeatureIcon })}
              disabled={busy}
            >
              <Options of={Object.fromEntries(KEY_FEATURE_ICONS.map((icon) => [icon, icon]))} />
            </Select>
          </Field>
        </FieldGrid>
        <Field label="Description">
          <Textarea value={values.description} onChange={(event) => setValues({ ...values, description: event.target.value })} disabled={busy} />
        </Field>
        <FieldGrid>
          <ColourField
            label="Icon background"
            value={values.icon_bg}
            shownWhenEmpty={THEME_ICON_COLOURS.background}
            onChange={(icon_bg) => setValues({ ...values, icon_bg })}
            disabled={busy}
          />
          <ColourField
            label="Color"
            value={values.color}
            shownWhenEmpty={THEME_ICON_COLOURS.icon}
            onChange={(color) => setValues({ ...values, color })}
            disabled={busy}
          />
        </FieldGrid>
        <label>
          <input
            type="checkbox"
            checked={values.is_active}
            onChange={(event) => setValues({ ...values, is_active: event.target.checked })}
            disabled={busy}
          />{' '}
          Active (shown on the home page)
        </label>
        <SaveOrCancel label="Save feature" busy={busy} onCancel={onCancel} />
      </Panel>
    </form>
  );
}
