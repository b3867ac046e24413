import { CHANGE_KINDS, type ChangeKind, type ChangeLogFilter, type ChangePerson } from '@vaani/data';
import { Field, Input, Select } from '@vaani/ui';
import { FieldGrid, Options } from '../../admin-shell/components/admin-form.tsx';

export interface ActivityFiltersProps {
  filter: ChangeLogFilter;
  people: readonly ChangePerson[];
  onChange: (filter: ChangeLogFilter) => void;
}

/** Person, kind of item and a range of days (India's time). */
export function ActivityFilters({ filter, people, onChange }: ActivityFiltersProps) {
  return (
    <FieldGrid role="search" aria-label="Filter activity">
      <Field label="Person">
        <Select value={filter.actorId ?? ''} onChange={(event) => onChange({ ...filter, actorId: event.target.value || undefined })}>
          <option value="">Everyone</option>
          <Options of={Object.fromEntries(people.map((person) => [person.actor_id, person.actor_email ?? 'A removed account']))} />
        </Select>
      </Field>
      <Field label="Kind">
        <Select value={filter.kind ?? ''} onChange={(event) => onChange({ ...filter, kind: (event.target.value || undefined) as ChangeKind | undefined })}>
          <option value="">Every kind</option>
          <Options of={CHANGE_KINDS} />
        </Select>
      </Field>
      <Field label="From">
        <Input type="date" value={filter.from ?? ''} max={filter.to} onChange={(event) => onChange({ ...filter, from: event.target.value || undefined })} />
      </Field>
      <Field label="To">
        <Input type="date" value={filter.to ?? ''} min={filter.from} onChange={(event) => onChange({ ...filter, to: event.target.value || undefined })} />
      </Field>
    </FieldGrid>
  );
}
