import type { SitePageInput } from '@vaani/data';
import { Button, Field, Input, MarkdownPage } from '@vaani/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Actions, Panel, Textarea } from '../../admin-shell/components/admin-form.tsx';
import { SearchAndSharingFields, type SearchAndSharingFieldsProps } from '../../case-studies/components/search-and-sharing-fields.tsx';
import { changedFrom, useUnsavedChanges } from '../../admin-shell/unsaved-changes.ts';

const Columns = styled.div`
  display: grid;
  gap: 24px;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Preview = styled.section`
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  > h2 {
    margin: 0;
    padding: 8px 12px;
    background: ${({ theme }) => theme.colors.surface};
    font-size: 14px;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

export interface SitePageEditorProps {
  initial: SitePageInput;
  /** The page's standard search title and description and its address: what empty search fields mean. */
  derived: SearchAndSharingFieldsProps['derived'];
  saving: boolean;
  onSave: (input: SitePageInput) => void;
}

/**
 * Title and Markdown body of a page, beside a live preview drawn by the public page's component,
 * and what search results and link previews show for it.
 */
export function SitePageEditor({ initial, derived, saving, onSave }: SitePageEditorProps) {
  const [values, setValues] = useState(initial);
  const { title, body } = values;
  const [titleError, setTitleError] = useState<string | undefined>();
  useUnsavedChanges(changedFrom({ title, body }, { title: initial.title, body: initial.body }));
  const set = (field: keyof SitePageInput, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError('Title is required');
      return;
    }
    setTitleError(undefined);
    onSave({ ...values, title: title.trim() });
  };

  return (
    <Columns>
      <form onSubmit={submit} noValidate>
        <Panel>
          <Field label="Title" error={titleError}>
            <Input value={title} onChange={(event) => set('title', event.target.value)} disabled={saving} />
          </Field>
          <Field label="Body" hint="Markdown: ## for headings, **bold**, - for lists, [text](https://…) for links.">
            <Textarea rows={16} value={body} onChange={(event) => set('body', event.target.value)} disabled={saving} />
          </Field>
          <SearchAndSharingFields
            headingLevel={2}
            values={values}
            derived={derived}
            disabled={saving}
            onChange={set}
            useCase="general"
          />
          <Actions>
            <Button type="submit" loading={saving}>
              Save page
            </Button>
          </Actions>
        </Panel>
      </form>
      <Preview aria-label="Preview">
        <h2>Preview: what visitors see</h2>
        <MarkdownPage title={title || 'Untitled page'} body={body} headingLevel={2} />
      </Preview>
    </Columns>
  );
}
