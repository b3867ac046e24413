// Test-only: a throwaway local Supabase the package's real client is pointed at, plus a
// service-role client for arranging data. Never exported from the package.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '@vaani/supabase-local';
import type { StaffRole } from '../features/auth/api/get-staff-role.ts';
import { vi } from 'vitest';

// Booting the database and applying every migration takes a while on a shared machine.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 30_000 });

export interface Backend {
  local: LocalSupabase;
  service: SupabaseClient;
  createUser(email: string, password: string, options?: { role?: StaffRole }): Promise<string>;
}

/** Starts the backend and sets the VITE_ variables before anything reads them. */
export async function startBackend(): Promise<Backend> {
  const local = await startLocalSupabase();
  vi.stubEnv('VITE_SUPABASE_URL', local.url);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', local.anonKey);
  const service = createClient(local.url, local.serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
  return {
    local,
    service,
    async createUser(email, password, { role } = {}) {
      const { data, error } = await service.auth.admin.createUser({ email, password, email_confirm: true });
      if (error || !data.user) throw error ?? new Error('no user');
      if (role) {
        const granted = await service.from('user_roles').insert({ user_id: data.user.id, role });
        if (granted.error) throw granted.error;
      }
      return data.user.id;
    },
  };
}
