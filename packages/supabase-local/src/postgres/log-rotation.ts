import { existsSync, renameSync, statSync } from 'node:fs';

/** Past this size the server log is set aside at the next start. */
export const LOG_CAP_BYTES = 10 * 1024 * 1024;

/**
 * Keeps the embedded PostgreSQL's log (`pg_ctl -l`) bounded: once past LOG_CAP_BYTES it becomes
 * `<log>.1` (replacing the one before) when the server starts, so at most two files remain. Not
 * PostgreSQL's own logging collector: it would take over the lines that say why a start failed.
 */
export function rotateLog(file: string): void {
  if (existsSync(file) && statSync(file).size > LOG_CAP_BYTES) renameSync(file, `${file}.1`);
}
