// Test-only: serves one function's handler under Deno on a port the test chose, as Supabase's
// edge runtime serves it through the function's deno.ts (which listens where the runtime says).
//   deno run … _test/deno-serve.ts <function-name> <port>
// Deno's own types are not loaded where the project type-checks; this is the part of them used.
interface DenoRuntime {
  args: string[];
  serve(options: { hostname: string; port: number; onListen(): void }, handler: (req: Request) => Promise<Response>): unknown;
}

const deno = (globalThis as unknown as { Deno: DenoRuntime }).Deno;
const [functionName, port] = deno.args;
const { default: handler } = (await import(`../${functionName}/index.ts`)) as { default: (req: Request) => Promise<Response> };
deno.serve({ hostname: '127.0.0.1', port: Number(port), onListen: () => console.log('listening') }, handler);

export {};
