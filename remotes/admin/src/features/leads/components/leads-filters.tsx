import { FORWARD_STATUSES, LEAD_FORMS, type LeadFilter, type LeadForm, type ForwardStatus } from '@vaani/data';
import { Field, Input, Select } from '@vaani/ui';
import { FieldGrid } from '../../admin-shell/components/admin-form.tsx';
import { STATUS_LABELS } from '../lead-display.ts';

export interface LeadsFiltersProps {
  filter: LeadFilter;
  onChange: (filter: LeadFilter) => void;
}

/** Status and form filters, and a search by email or phone. */
export function LeadsFilters({ filter, onChange }: LeadsFiltersProps) {
  return (
    <FieldGrid role="search" aria-label="Filter leads">
      <Field label="Forward status">
        <Select value={filter.status ?? ''} onChange={(event) => onChange({ ...filter, status: (event.target.value || undefined) as ForwardStatus | undefined })}>
          <option value="">All statuses</option>
          {FORWARD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Form">
        <Select value={filter.form ?? ''} onChange={(event) => onChange({ ...filter, form: (event.target.value || undefined) as LeadForm | undefined })}>
          <option value="">All forms</option>
          {(Object.entries(LEAD_FORMS) as [LeadForm, string][]).map(([form, label]) => (
            <option key={form} value={form}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Search by email or phone">
        <Input type="search" value={filter.search ?? ''} onChange={(event) => onChange({ ...filter, search: event.target.value || undefined })} />
      </Field>
      <label>
        <input
          type="checkbox"
          checked={filter.grouped ?? false}
          onChange={(event) => onChange({ ...filter, person: undefined, grouped: event.target.checked || undefined })}
        />{' '}
        Group by person
      </label>
    </FieldGrid>
  );
}
