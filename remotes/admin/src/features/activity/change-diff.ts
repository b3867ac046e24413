import type { ChangeEntry } from '@vaani/data';
import { diffArrays } from 'diff';
import { fieldWords } from './change-display.ts';
import { settingLabel } from '../site-settings/setting-values.ts';

type Row = ChangeEntry['before'];
type Value = NonNullable<Row>[string];

export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string };

export interface FieldChange {
  /** The field's path, nested settings joined by dots: `hero.primaryButtonText`. */
  field: string;
  before: string | null;
  after: string | null;
  /** Long text compared line by line; short values show before and after whole. */
  lines?: DiffLine[];
}

/** Touched by every save; never what someone changed. */
const IGNORED = new Set(['updated_at']);
const LONG_TEXT = 120;
/** Above this many lines added and removed the comparison would be slow: show the texts whole instead. */
const MAX_EDITS = 500;

const isObject = (value: Value | undefined): value is Record<string, Value> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list whose items each carry an id: the site settings' texts, colours, links, images and home sections. */
const isKeyedList = (value: Value | undefined): value is (Record<string, Value> & { id: string })[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => isObject(item) && typeof item.id === 'string');

/**
 * Nested objects (site settings) flattened to dotted paths, so a diff names the one setting changed.
 * A keyed list is flattened by id, each item on its own (`config.texts.hero-title.content`), and
 * its order kept under the list's own path as one name per line, so a move shows as a move.
 */
function flatten(row: Record<string, Value> | null | undefined, prefix = '', into = new Map<string, Value>()) {
  for (const [key, value] of Object.entries(row ?? {})) {
    if (!prefix && IGNORED.has(key)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (isObject(value) && Object.keys(value).length > 0) flatten(value, path, into);
    else if (isKeyedList(value)) {
      into.set(path, value.map((item) => (typeof item.name === 'string' ? item.name : item.id)).join('\n'));
      for (const { id, ...item } of value) flatten(item, `${path}.${id}`, into);
    } else into.set(path, value);
  }
  return into;
}

const shown = (value: Value | undefined): string | null =>
  value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);

const isLong = (text: string | null) => text !== null && (text.length > LONG_TEXT || text.includes('\n'));

/** The lines of `before` and `after` as kept, removed and added (jsdiff's Myers diff). */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const parts = diffArrays(a, b, { maxEditLength: MAX_EDITS }) ?? [
    { value: a, removed: true, added: false },
    { value: b, removed: false, added: true },
  ];
  return parts.flatMap((part) => part.value.map((text) => ({ kind: part.added ? 'added' : part.removed ? 'removed' : 'same', text }) as const));
}

/** The fields a change touched, in the row's order, each with its value before and after. */
export function changedFields(before: Row, after: Row): FieldChange[] {
  const old = flatten(before);
  const now = flatten(after);
  const fields = [...new Set([...old.keys(), ...now.keys()])];
  return fields.flatMap((field) => {
    const was = shown(old.get(field));
    const is = shown(now.get(field));
    if (was === is) return [];
    const change: FieldChange = { field, before: was, after: is };
    return isLong(was) || isLong(is) ? [{ ...change, lines: lineDiff(was ?? '', is ?? '') }] : [change];
  });
}

/**
 * A change as the database recorded it: an edit keeps, of the row before, only the fields it
 * changed (the row after is whole), so those are the fields it compares.
 */
export function recordedChange(entry: Pick<ChangeEntry, 'action' | 'before' | 'after'>): Pick<ChangeEntry, 'before' | 'after'> {
  if (entry.action !== 'update' || !entry.before || !entry.after) return entry;
  const after = entry.after;
  return { before: entry.before, after: Object.fromEntries(Object.keys(entry.before).map((key) => [key, after[key] ?? null])) };
}

/**
 * A field in words: a site setting as its editor names it (`Home: hero › Headline`), any other
 * field from its name (`display_order` → `Display order`, `config.hero.title` → `Config › Hero › Title`).
 */
export const fieldLabel = (field: string) => settingLabel(field) ?? field.split('.').map(fieldWords).join(' › ');
