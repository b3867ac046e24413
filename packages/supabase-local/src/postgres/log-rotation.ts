import { existsSync, renameSync, statSync } from 'node:fs';

/** Past this size the server log is set aside at the next start. */
export const LOG_CAP_BYTES = 10 * 1024 * 1024;

/**
 * Keeps `pg_ctl -l`'s log bounded: past LOG_CAP_BYTES at a start it becomes `<log>.1`. Not
 * PostgreSQL's logging collector: it would take over the lines that say why a start failed.
 */
export function rotateLog(file: string): void {
  if (existsSync(file) && statSync(file).size > LOG_CAP_BYTES) renameSync(file, `${file}.1`);
}
