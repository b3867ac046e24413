import type { Json, Tables } from '../../../database.types.ts';

/** The tables the database records changes of, as the admin names their kinds. */
export const CHANGE_KINDS = {
  case_studies: 'Case study',
  media_files: 'Media',
  key_features: 'Key feature',
  key_features_section: 'Key features heading',
  testimonials: 'Testimonial',
  testimonials_section: 'Testimonials heading',
  site_pages: 'Page',
  site_settings: 'Site settings and home layout',
  user_roles: 'Role',
  // Only a lead's spam verdicts and forwards again: never the person's details.
  leads: 'Lead',
  // The settings, and each daily run that applied them (its title says what it removed).
  retention_settings: 'Data retention',
} as const;

export type ChangeKind = keyof typeof CHANGE_KINDS;
export type ChangeAction = 'insert' | 'update' | 'delete';

/** One change with the whole rows before and after it. */
export type ChangeEntry = Omit<Tables<'change_log'>, 'table_name' | 'action' | 'before' | 'after'> & {
  table_name: ChangeKind;
  action: ChangeAction;
  before: Record<string, Json> | null;
  after: Record<string, Json> | null;
};

/** One change as the activity list shows it, with `label`: the item's own name (title, name, slug, role) after the change, or before a delete. */
export type ChangeSummary = Omit<ChangeEntry, 'before' | 'after'> & { label: string | null };

export interface ChangeLogFilter {
  actorId?: string;
  kind?: ChangeKind;
  /** Days in India's time, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
}

export interface ChangePerson {
  actor_id: string;
  actor_email: string | null;
}

export const CHANGE_LOG_PAGE_SIZE = 50;
export const CHANGE_LOG_KEY = ['change-log'] as const;

export const CHANGE_LOG_MESSAGES = {
  loadFailed: (detail: string) => `Could not load the activity: ${detail}`,
  changeFailed: (detail: string) => `Could not load the change: ${detail}`,
} as const;
