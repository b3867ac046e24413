export { startLocalSupabase, type LocalSupabase, type LocalSupabaseOptions } from './start.ts';
