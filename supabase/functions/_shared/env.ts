// The handlers run both in Supabase's edge runtime (Deno) and in the local Node server, so the
// environment is read through whichever of the two the runtime offers.
interface DenoEnv {
  env: { get(name: string): string | undefined };
}

export function env(name: string): string | undefined {
  const deno = (globalThis as { Deno?: DenoEnv }).Deno;
  const value = deno ? deno.env.get(name) : globalThis.process?.env[name];
  return value === '' ? undefined : value;
}
