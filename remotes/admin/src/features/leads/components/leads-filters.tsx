import { LEAD_FORMS, type LeadFilter, type LeadForm, type ForwardStatus } from '@vaani/data';
import { Field, Input, Select } from '@vaani/ui';
import { startTransition, useEffect, useOptimistic, useRef, useState, type ComponentProps } from 'react';
import { FieldGrid, Options } from '../../admin-shell/components/admin-form.tsx';
import { STATUS_LABELS } from '../lead-display.ts';

export interface LeadsFiltersProps {
  filter: LeadFilter;
  onChange: (filter: LeadFilter) => void;
}

/** How long the search waits after the last keystroke before it filters (and rewrites the address). */
export const SEARCH_PAUSE_MS = 250;

/**
 * Keeps what is typed itself and filters after a pause: bound to the address, which the router
 * renders in a transition, it lost keystrokes. It still follows an address changed elsewhere (Back).
 */
function SearchField({ search, onSearch, ...control }: { search: string; onSearch: (search: string) => void } & ComponentProps<typeof Input>) {
  const [text, setText] = useState(search);
  const [shown, setShown] = useState(search);
  const [sent, setSent] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  if (search !== shown) {
    setShown(search);
    if (search !== sent) setText(search);
  }
  return (
    <Input
      {...control}
      type="search"
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          setSent(next);
          latest.current(next);
        }, SEARCH_PAUSE_MS);
      }}
    />
  );
}

/**
 * Status and form filters, search and grouping by person. The filter lives in the address, rendered
 * in a transition, so each control shows its new value optimistically: bound to the address alone,
 * it went back to its old value in between and a second quick click was lost.
 */
export function LeadsFilters({ filter, onChange }: LeadsFiltersProps) {
  const [shown, show] = useOptimistic(filter);
  const change = (next: LeadFilter) =>
    startTransition(() => {
      show(next);
      onChange(next);
    });
  return (
    <FieldGrid role="search" aria-label="Filter leads">
      <Field label="Forward status">
        <Select value={shown.status ?? ''} onChange={(event) => change({ ...shown, status: (event.target.value || undefined) as ForwardStatus | undefined })}>
          <option value="">All statuses</option>
          <Options of={STATUS_LABELS} />
        </Select>
      </Field>
      <Field label="Form">
        <Select value={shown.form ?? ''} onChange={(event) => change({ ...shown, form: (event.target.value || undefined) as LeadForm | undefined })}>
          <option value="">All forms</option>
          <Options of={LEAD_FORMS} />
        </Select>
      </Field>
      <Field label="Search by email or phone">
        <SearchField search={shown.search ?? ''} onSearch={(search) => change({ ...shown, search: search || undefined })} />
      </Field>
      <label>
        <input
          type="checkbox"
          checked={shown.grouped ?? false}
          onChange={(event) => change({ ...shown, person: undefined, grouped: event.target.checked || undefined })}
        />{' '}
        Group by person
      </label>
    </FieldGrid>
  );
}
