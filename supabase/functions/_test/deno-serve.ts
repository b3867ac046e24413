// Test-only: serves one function under Deno on a port the system picks, as Supabase's edge runtime
// serves it: the `fetch` of its index.ts's default export.
//   deno run … _test/deno-serve.ts <function-name>   (prints the port the system gave it)
// Deno's own types are not loaded where the project type-checks; this is the part of them used.
interface DenoRuntime {
  args: string[];
  serve(options: { hostname: string; port: number; onListen(address: { port: number }): void }, handler: (req: Request) => Promise<Response>): unknown;
}

const deno = (globalThis as unknown as { Deno: DenoRuntime }).Deno;
const [functionName] = deno.args;
const { default: entry } = (await import(`../${functionName}/index.ts`)) as { default: { fetch(req: Request): Promise<Response> } };
deno.serve({ hostname: '127.0.0.1', port: 0, onListen: ({ port }) => console.log(`listening on ${port}`) }, (req) => entry.fetch(req));

export {};
