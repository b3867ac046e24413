import type { Tables } from '../../../database.types.ts';

/** How long data is kept, in days; leads null: until erased on request. */
export type RetentionSettings = Omit<Tables<'retention_settings'>, 'id' | 'updated_at'>;

export const RETENTION_KEY = ['retention-settings'] as const;

/** The bounds the database holds each setting to (migration 20261127004001_retention.sql). */
export const RETENTION_LIMITS = {
  leads_days: { min: 30, max: 36500 },
  spam_leads_days: { min: 1, max: 3650 },
  change_log_days: { min: 90, max: 36500 },
} as const satisfies Record<keyof RetentionSettings, { min: number; max: number }>;
