export { startLocalSupabase, type LocalSupabase } from './start.ts';
