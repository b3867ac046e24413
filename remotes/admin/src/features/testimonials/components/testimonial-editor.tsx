import type { Testimonial, TestimonialInput } from '@vaani/data';
import { Field, Input, Select } from '@vaani/ui';
import { useState, type FormEvent } from 'react';
import { FieldGrid, Panel, SaveOrCancel, Textarea } from '../../admin-shell/components/admin-form.tsx';
import { ImageUrlField } from '../../media/components/image-url-field.tsx';
import { changedFrom, useUnsavedChanges } from '../../admin-shell/unsaved-changes.ts';
import type { ItemEditorProps } from '../../admin-shell/components/ordered-content-admin.tsx';

export const EMPTY_TESTIMONIAL: TestimonialInput = {
  name: '',
  role: '',
  quote: '',
  rating: 5,
  image: '',
  metrics_percentage: '',
  metrics_description: '',
  is_active: true,
};

export const toTestimonialInput = (testimonial: Testimonial): TestimonialInput => ({
  name: testimonial.name,
  role: testimonial.role ?? '',
  quote: testimonial.quote,
  rating: testimonial.rating,
  image: testimonial.image ?? '',
  metrics_percentage: testimonial.metrics_percentage ?? '',
  metrics_description: testimonial.metrics_description ?? '',
  is_active: testimonial.is_active,
});

/** One testimonial's fields; the list around it places, adds and deletes testimonials. */
export function TestimonialEditor({ initial, label, busy, onSave, onCancel }: ItemEditorProps<TestimonialInput>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<{ name?: string; quote?: string }>({});
  useUnsavedChanges(changedFrom(values, initial));
  const set = <K extends keyof TestimonialInput>(key: K, value: TestimonialInput[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { name: values.name.trim() ? undefined : 'Name is required', quote: values.quote.trim() ? undefined : 'Quote is required' };
    setErrors(next);
    if (next.name || next.quote) return;
    onSave(values);
  };

  return (
    <form onSubmit={submit} aria-label={label} noValidate>
      <Panel>
        <FieldGrid>
          <Field label="Name" error={errors.name}>
            <Input value={values.name} onChange={(event) => set('name', event.target.value)} disabled={busy} />
          </Field>
          <Field label="Role">
            <Input value={values.role} onChange={(event) => set('role', event.target.value)} disabled={busy} />
          </Field>
        </FieldGrid>
        <Field label="Quote" error={errors.quote}>
          <Textarea value={values.quote} onChange={(event) => set('quote', event.target.value)} disabled={busy} />
        </Field>
        <FieldGrid>
          <Field label="Rating">
            <Select value={values.rating} onChange={(event) => set('rating', Number(event.target.value))} disabled={busy}>
              {[5, 4, 3, 2, 1].map((stars) => (
                <option key={stars} value={stars}>{`${stars} star${stars > 1 ? 's' : ''}`}</option>
              ))}
            </Select>
          </Field>
          <Field label="Metrics percentage">
            <Input value={values.metrics_percentage} onChange={(event) => set('metrics_percentage', event.target.value)} disabled={busy} />
          </Field>
        </FieldGrid>
        <Field label="Metrics description">
          <Input value={values.metrics_description} onChange={(event) => set('metrics_description', event.target.value)} disabled={busy} />
        </Field>
        <ImageUrlField label="Image" value={values.image} onChange={(url) => set('image', url)} useCase="testimonials" disabled={busy} allowUpload={false} />
        <label>
          <input type="checkbox" checked={values.is_active} onChange={(event) => set('is_active', event.target.checked)} disabled={busy} /> Active
          (shown on the home page)
        </label>
        <SaveOrCancel label="Save testimonial" busy={busy} onCancel={onCancel} />
      </Panel>
    </form>
  );
}
