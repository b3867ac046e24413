import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SUPABASE_DIR = path.join(REPO_ROOT, 'supabase');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');
export const DEFAULT_PORT = 54321;
/** Where `backup` writes by default and `start` keeps its backups taken before migrating (git-ignored). */
export const BACKUPS_DIR = path.join(REPO_ROOT, 'backups');
