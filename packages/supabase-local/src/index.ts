export { startLocalSupabase, type LocalSupabase, type LocalSupabaseOptions } from './start.ts';
export { pointDemoCallAtStandIn } from './voice-platform-env.ts';
