import { getSupabase } from '../../../client/get-supabase.ts';
import { useQuery } from '../../../query/use-query.ts';
import { CHANGE_LOG_KEY, CHANGE_LOG_MESSAGES, CHANGE_LOG_PAGE_SIZE, type ChangeLogFilter, type ChangeSummary } from './change-log-types.ts';
import type { ChangeEntry, ChangeKind, ChangePerson } from './change-log-types.ts';

/**
 * The item's name is read inside the database, so a list never carries whole rows. Exported for
 * scripts/bench/activity-log.mjs, which times the very query the screen makes.
 * @public
 */
export const SUMMARY_COLUMNS =
  'id,changed_at,actor_id,actor_email,table_name,row_id,action,after_title:after->>title,after_name:after->>name,after_role:after->>role,before_title:before->>title,before_name:before->>name,before_role:before->>role';

/** Midnight starting an Indian day, as an instant. */
const indianDayStart = (day: string) => `${day}T00:00:00+05:30`;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

type Named = Record<string, unknown>;
const firstText = (row: Named, ...keys: string[]) => keys.map((key) => row[key]).find((value): value is string => typeof value === 'string' && value !== '') ?? null;

/**
 * One page of the record of changes (0-based), newest first, and whether older ones follow (admins
 * alone). One row more than a page instead of a count, which on 50,000 entries costs more.
 */
async function listChangeLog(filter: ChangeLogFilter, page: number): Promise<{ rows: ChangeSummary[]; hasOlder: boolean }> {
  const supabase = await getSupabase();
  let query = supabase.from('change_log').select(SUMMARY_COLUMNS);
  if (filter.actorId) query = query.eq('actor_id', filter.actorId);
  if (filter.kind) query = query.eq('table_name', filter.kind);
  if (filter.from) query = query.gte('changed_at', indianDayStart(filter.from));
  if (filter.to) query = query.lt('changed_at', indianDayStart(nextDay(filter.to)));
  const from = page * CHANGE_LOG_PAGE_SIZE;
  const { data, error } = await query
    .order('changed_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + CHANGE_LOG_PAGE_SIZE);
  if (error) throw new Error(CHANGE_LOG_MESSAGES.loadFailed(error.message));
  const rows = (data as unknown as Named[]).slice(0, CHANGE_LOG_PAGE_SIZE).map(
    (row) =>
      ({
        id: row.id,
        changed_at: row.changed_at,
        actor_id: row.actor_id,
        actor_email: row.actor_email,
        table_name: row.table_name,
        row_id: row.row_id,
        action: row.action,
        label: firstText(row, 'after_title', 'after_name', 'after_role', 'before_title', 'before_name', 'before_role'),
      }) as ChangeSummary,
  );
  return { rows, hasOlder: data.length > CHANGE_LOG_PAGE_SIZE };
}

export function useChangeLog(filter: ChangeLogFilter, page: number) {
  return useQuery([...CHANGE_LOG_KEY, 'list', filter.actorId ?? '', filter.kind ?? '', filter.from ?? '', filter.to ?? '', page], () => listChangeLog(filter, page));
}

/** One change with the rows before and after it, for its diff. */
async function getChange(id: number): Promise<ChangeEntry> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('change_log').select('*').eq('id', id).single();
  if (error) throw new Error(CHANGE_LOG_MESSAGES.changeFailed(error.message));
  return data as unknown as ChangeEntry;
}

export function useChange(id: number | null) {
  return useQuery([...CHANGE_LOG_KEY, 'entry', id ?? 0], () => getChange(id ?? 0), { enabled: id !== null });
}

/** Everyone who ever changed something: the activity screen's person filter. */
async function listChangePeople(): Promise<ChangePerson[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('change_log_people');
  if (error) throw new Error(CHANGE_LOG_MESSAGES.loadFailed(error.message));
  return data;
}

export function useChangePeople() {
  return useQuery([...CHANGE_LOG_KEY, 'people'], listChangePeople);
}

/** The revisions an item's History panel offers: its most recent changes, newest first. */
export const HISTORY_LENGTH = 50;

/** One item's changes from the record of changes; row-level security lets admins and, for content, editors. */
export async function listItemHistory(kind: ChangeKind, rowId: string): Promise<ChangeEntry[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('change_log')
    .select('*')
    .eq('table_name', kind)
    .eq('row_id', rowId)
    .order('changed_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(HISTORY_LENGTH);
  if (error) throw new Error(CHANGE_LOG_MESSAGES.loadFailed(error.message));
  return data as unknown as ChangeEntry[];
}

export function useItemHistory(kind: ChangeKind, rowId: string) {
  return useQuery([...CHANGE_LOG_KEY, 'item', kind, rowId], () => listItemHistory(kind, rowId));
}
