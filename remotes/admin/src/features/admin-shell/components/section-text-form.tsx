import { Button, Field, Input } from '@vaani/ui';
import { useState, type FormEvent } from 'react';
import { Actions, Panel, Textarea } from './admin-form.tsx';
import { changedFrom, useUnsavedChanges } from '../unsaved-changes.ts';

export interface SectionTextField {
  name: string;
  label: string;
  long?: boolean;
}

export interface SectionTextFormProps {
  heading: string;
  fields: readonly SectionTextField[];
  initial: Record<string, string>;
  saving: boolean;
  onSave: (values: Record<string, string>) => void;
}

/** The heading texts of a home section (title, description, link text…), saved together. */
export function SectionTextForm({ heading, fields, initial, saving, onSave }: SectionTextFormProps) {
  const [values, setValues] = useState(initial);
  useUnsavedChanges(changedFrom(values, initial));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(values);
  };
  return (
    <form onSubmit={submit} aria-label={heading}>
      <Panel>
        <h2>{heading}</h2>
        {fields.map(({ name, label, long }) => (
          <Field key={name} label={label}>
            {long ? (
              <Textarea value={values[name] ?? ''} onChange={(event) => setValues({ ...values, [name]: event.target.value })} disabled={saving} />
            ) : (
              <Input value={values[name] ?? ''} onChange={(event) => setValues({ ...values, [name]: event.target.value })} disabled={saving} />
            )}
          </Field>
        ))}
        <Actions>
          <Button type="submit" loading={saving}>
            Save section
          </Button>
        </Actions>
      </Panel>
    </form>
  );
}
