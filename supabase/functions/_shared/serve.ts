// Supabase's edge runtime serves a function through Deno.serve; the handlers never touch Deno
// themselves so the local Node server can mount the very same code.
type Handler = (req: Request) => Promise<Response>;

interface DenoServe {
  serve(handler: Handler): unknown;
}

export function serve(handler: Handler): void {
  const deno = (globalThis as { Deno?: DenoServe }).Deno;
  if (!deno) throw new Error('serve() runs only in the Deno edge runtime; mount the default handler elsewhere.');
  deno.serve(handler);
}
