// The handlers run in Supabase's edge runtime (Deno) and in the local Node server: the env is
// read through whichever the runtime offers (typed here: neither one's types load in the other).
interface Runtime {
  Deno?: { env: { get(name: string): string | undefined } };
  process?: { env: Record<string, string | undefined> };
}

export function env(name: string): string | undefined {
  const runtime = globalThis as Runtime;
  const value = runtime.Deno ? runtime.Deno.env.get(name) : runtime.process?.env[name];
  return value === '' ? undefined : value;
}
