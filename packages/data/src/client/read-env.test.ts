import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshReadEnv() {
  vi.resetModules();
  return (await import('./read-env.ts')).readEnv;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('readEnv', () => {
  it('lists every missing variable in one error', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', '');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', '');
    const readEnv = await freshReadEnv();
    expect(() => readEnv()).toThrow('Missing environment variables: VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY.');
  });

  it('names the single missing variable', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:54321');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', '');
    const readEnv = await freshReadEnv();
    expect(() => readEnv()).toThrow('Missing environment variable: VITE_SUPABASE_ANON_KEY.');
  });

  it('reads the values once and trims a trailing slash from the URL', async () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:54321/');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon');
    const readEnv = await freshReadEnv();
    expect(readEnv()).toEqual({ supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon' });
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'changed');
    expect(readEnv().supabaseAnonKey).toBe('anon');
  });

});
