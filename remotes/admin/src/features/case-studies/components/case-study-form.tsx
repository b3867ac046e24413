import type { CaseStudyInput } from '@vaani/data';
import { CASE_STUDIES_PATH, caseStudyPath } from '@vaani/router/public-paths';
import { searchTitleOf } from '@vaani/stores';
import { Button, Field, Input } from '@vaani/ui';
import { useState, type FormEvent } from 'react';
import { Actions, FieldGrid, Panel, Textarea } from '../../admin-shell/components/admin-form.tsx';
import { ImageUrlField } from '../../media/components/image-url-field.tsx';
import { fieldWords } from '../../activity/change-display.ts';
import { SearchAndSharingFields, type SearchAndSharingValues } from './search-and-sharing-fields.tsx';
import { changedFrom, useUnsavedChanges } from '../../admin-shell/unsaved-changes.ts';

// Grouped as the form lays them out; each label is the spec's field name in words (author_name →
// Author name), so editors and tests find fields by the same words.
const SHORT_FIELDS = ['title', 'industry'] as const;
const LONG_FIELDS = ['summary', 'challenge', 'solution', 'results', 'testimonial'] as const;
const AUTHOR_FIELDS = ['author_name', 'author_position', 'author_company'] as const;
const IMAGE_FIELDS = ['featured_image', 'company_logo'] as const;
const FIELDS = [...SHORT_FIELDS, ...LONG_FIELDS, ...AUTHOR_FIELDS, ...IMAGE_FIELDS, 'seo_title', 'seo_description', 'social_image'] as const;
type TextField = Exclude<(typeof FIELDS)[number], (typeof IMAGE_FIELDS)[number] | keyof SearchAndSharingValues>;

/** The editable fields of a stored case study; empty columns become empty fields. */
export function toCaseStudyInput(study: Partial<Record<keyof CaseStudyInput, string | null>>): CaseStudyInput {
  return Object.fromEntries(FIELDS.map((field) => [field, study[field] ?? ''])) as Record<(typeof FIELDS)[number], string> satisfies CaseStudyInput;
}

export const EMPTY_CASE_STUDY = toCaseStudyInput({});

export interface CaseStudyFormProps {
  heading: string;
  initial: CaseStudyInput;
  submitLabel: string;
  saving: boolean;
  onSubmit: (input: CaseStudyInput) => void;
  onCancel?: () => void;
  /** The case study's address as saved, for the search-result preview; absent for a new one. */
  slug?: string;
}

export function CaseStudyForm({ heading, initial, submitLabel, saving, onSubmit, onCancel, slug }: CaseStudyFormProps) {
  const [values, setValues] = useState<CaseStudyInput>(initial);
  const [titleError, setTitleError] = useState<string | undefined>();
  useUnsavedChanges(changedFrom(values, initial));
  const set = (field: keyof CaseStudyInput) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.title.trim()) {
      setTitleError('Title is required');
      return;
    }
    setTitleError(undefined);
    onSubmit({ ...values, title: values.title.trim() });
  };

  const text = (field: TextField, long = false) => (
    <Field key={field} label={fieldWords(field)} error={field === 'title' ? titleError : undefined}>
      {long ? (
        <Textarea value={values[field]} onChange={(event) => set(field)(event.target.value)} disabled={saving} />
      ) : (
        <Input value={values[field]} onChange={(event) => set(field)(event.target.value)} disabled={saving} />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={heading}>
      <Panel>
        <h2>{heading}</h2>
        <FieldGrid>{SHORT_FIELDS.map((field) => text(field))}</FieldGrid>
        {LONG_FIELDS.map((field) => text(field, true))}
        <FieldGrid>{AUTHOR_FIELDS.map((field) => text(field))}</FieldGrid>
        {IMAGE_FIELDS.map((field) => (
          <ImageUrlField key={field} label={fieldWords(field)} value={values[field]} onChange={set(field)} useCase="case-studies" disabled={saving} />
        ))}
        <SearchAndSharingFields
          headingLevel={3}
          values={values}
          derived={{ title: searchTitleOf(values.title.trim() || 'Case Study'), description: values.summary, path: slug ? caseStudyPath(slug) : `${CASE_STUDIES_PATH}/…` }}
          disabled={saving}
          onChange={(field, value) => set(field)(value)}
          useCase="case-studies"
        />
        <Actions>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
          ) : null}
        </Actions>
      </Panel>
    </form>
  );
}
