import { KEY_FEATURE_ICONS, type KeyFeature, type KeyFeatureIcon, type KeyFeaturePatch, type MoveDirection } from '@vaani/data';
import { Button, Field, Input, Select } from '@vaani/ui';
import { useState, type FormEvent } from 'react';
import { Actions, FieldGrid, Panel, Textarea } from '../../admin-shell/components/admin-form.tsx';

export interface KeyFeatureEditorProps {
  feature: KeyFeature;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  onSave: (patch: KeyFeaturePatch) => void;
  onMove: (direction: MoveDirection) => void;
}

/** One feature card's fields, with its place in the grid. */
export function KeyFeatureEditor({ feature, position, isFirst, isLast, busy, onSave, onMove }: KeyFeatureEditorProps) {
  const [values, setValues] = useState({
    title: feature.title,
    description: feature.description,
    icon_name: feature.icon_name,
    icon_bg: feature.icon_bg ?? '',
    color: feature.color ?? '',
    is_active: feature.is_active,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(values);
  };
  return (
    <form onSubmit={submit} aria-label={`Feature ${position}`}>
      <Panel>
        <h2>{`Feature ${position}: ${feature.title}`}</h2>
        <FieldGrid>
          <Field label="Title">
            <Input value={values.title} onChange={(event) => setValues({ ...values, title: event.target.value })} disabled={busy} />
          </Field>
          <Field label="Icon">
            <Select
              value={values.icon_name}
              onChange={(event) => setValues({ ...values, icon_name: event.target.value as KeyFeatureIcon })}
              disabled={busy}
            >
              {KEY_FEATURE_ICONS.map((icon) => (
                <option key={icon} value={icon}>
                  {icon}
                </option>
              ))}
            </Select>
          </Field>
        </FieldGrid>
        <Field label="Description">
          <Textarea value={values.description} onChange={(event) => setValues({ ...values, description: event.target.value })} disabled={busy} />
        </Field>
        <FieldGrid>
          <Field label="Icon background" hint="A CSS color or class, e.g. #EEF2FF">
            <Input value={values.icon_bg} onChange={(event) => setValues({ ...values, icon_bg: event.target.value })} disabled={busy} />
          </Field>
          <Field label="Color" hint="A CSS color or class, e.g. #3F66FB">
            <Input value={values.color} onChange={(event) => setValues({ ...values, color: event.target.value })} disabled={busy} />
          </Field>
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
        <Actions>
          <Button type="submit" loading={busy}>
            Save feature
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={busy || isFirst} onClick={() => onMove('up')}>
            Move up
          </Button>
          <Button type="button" variant="outline" size="sm" disabled={busy || isLast} onClick={() => onMove('down')}>
            Move down
          </Button>
        </Actions>
      </Panel>
    </form>
  );
}
