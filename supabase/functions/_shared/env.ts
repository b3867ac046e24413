// The handlers run both in Supabase's edge runtime (Deno) and in the local Node server, so the
// environment is read through whichever of the two the runtime offers (typed here, since neither
// runtime's own types are loaded in the other).
interface Runtime {
  Deno?: { env: { get(name: string): string | undefined } };
  process?: { env: Record<string, string | undefined> };
}

export function env(name: string): string | undefined {
  const runtime = globalThis as Runtime;
  const value = runtime.Deno ? runtime.Deno.env.get(name) : runtime.process?.env[name];
  return value === '' ? undefined : value;
}
