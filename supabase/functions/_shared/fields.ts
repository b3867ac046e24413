import { HttpError } from './http.ts';

// Room for the longest email address a form takes; names and numbers are far shorter.
const MAX_LENGTH = 320;

/** `value` typed, if it has exactly the named string fields; `label` names it in errors. */
export function stringFields<K extends string>(value: unknown, keys: readonly K[], label: string): Record<K, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new HttpError(400, `${label} must be an object.`);
  }
  const record = value as Record<string, unknown>;
  rejectUnknownFields(record, keys, label);
  for (const key of keys) {
    const field = record[key];
    if (typeof field !== 'string') throw new HttpError(400, `${label}.${key} must be a string.`);
    if (field.length > MAX_LENGTH) throw new HttpError(400, `${label}.${key} must not exceed ${MAX_LENGTH} characters.`);
  }
  return record as Record<K, string>;
}

export function rejectUnknownFields(record: Record<string, unknown>, allowed: readonly string[], label: string): void {
  const unknown = Object.keys(record).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) throw new HttpError(400, `Unknown field(s) in ${label}: ${unknown.join(', ')}.`);
}
