import type { LeadFilter } from '@vaani/data';

/** The leads list with a filter and page (0-based) in its address. */
export function leadsPath(filter: LeadFilter, page = 0): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.form) params.set('form', filter.form);
  if (filter.search) params.set('q', filter.search);
  if (filter.person) params.set('person', filter.person);
  if (filter.grouped) params.set('by', 'person');
  if (page > 0) params.set('page', String(page + 1));
  const query = params.toString();
  return `/admin/leads${query ? `?${query}` : ''}`;
}

/** One lead's page; the admin's route table declares it as `leads/:id`. */
export const leadPath = (id: string) => `/admin/leads/${encodeURIComponent(id)}`;
