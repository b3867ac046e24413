import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SUPABASE_DIR = path.join(REPO_ROOT, 'supabase');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');
export const DEFAULT_PORT = 54321;
