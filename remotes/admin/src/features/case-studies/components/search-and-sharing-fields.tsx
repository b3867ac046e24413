import { Field, Input } from '@vaani/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { Textarea } from '../../admin-shell/components/admin-form.tsx';
import { ImageUrlField } from '../../media/components/image-url-field.tsx';

/** Where search engines start cutting: longer is allowed, with a warning, never cut here. */
const SEARCH_TITLE_LIMIT = 60;
const SEARCH_DESCRIPTION_LIMIT = 160;

export interface SearchAndSharingValues {
  seo_title: string;
  seo_description: string;
  social_image: string;
}

export interface SearchAndSharingFieldsProps {
  values: SearchAndSharingValues;
  /** What the page shows when a field is left empty. */
  derived: { title: string; description: string; path: string };
  disabled: boolean;
  onChange: (field: keyof SearchAndSharingValues, value: string) => void;
  /** The media use case a social image uploaded here is filed under. */
  useCase: string;
  /** The level of the section's heading, one below the form's own (the screen's h1 when it has none). */
  headingLevel: 2 | 3;
}

const Preview = styled.figure`
  margin: 0;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  max-width: 600px;
  overflow-wrap: anywhere;
  cite {
    display: block;
    font-style: normal;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.mutedText};
  }
  strong {
    display: block;
    font-size: 1.1rem;
    font-weight: 500;
    color: #1a0dab;
  }
  p {
    margin: 4px 0 0;
    font-size: 0.9rem;
  }
`;

/** "42 / 60 characters", and past the limit what that means; never a refusal. */
function countHint(length: number, limit: number, what: string): string {
  const count = `${length} / ${limit} characters`;
  return length > limit ? `${count}: over ${limit}, search engines may cut the ${what}.` : count;
}

/**
 * A page's search title, search description and social image (a case study's, the contact and
 * legal pages'), each defaulting to what the page derives, with a search-result preview and
 * character counters.
 */
export function SearchAndSharingFields({ values, derived, disabled, onChange, useCase, headingLevel }: SearchAndSharingFieldsProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = values.seo_title || derived.title;
  const description = values.seo_description || derived.description;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>Search and sharing</Heading>
      <Field label="Search title" hint={countHint(title.length, SEARCH_TITLE_LIMIT, 'title')}>
        <Input value={values.seo_title} placeholder={derived.title} onChange={(event) => onChange('seo_title', event.target.value)} disabled={disabled} />
      </Field>
      <Field label="Search description" hint={countHint(description.length, SEARCH_DESCRIPTION_LIMIT, 'description')}>
        <Textarea value={values.seo_description} placeholder={derived.description} onChange={(event) => onChange('seo_description', event.target.value)} disabled={disabled} />
      </Field>
      <ImageUrlField label="Social image" value={values.social_image} onChange={(url) => onChange('social_image', url)} useCase={useCase} disabled={disabled} />
      <Preview aria-label="Search result preview">
        <cite>{derived.path}</cite>
        <strong>{title}</strong>
        <p>{description}</p>
      </Preview>
    </section>
  );
}
