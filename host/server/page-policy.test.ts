// The pages' policy names what remotes.json and the booking calendar say, and is built again only
// when one of them moved.
import { describe, expect, it, vi } from 'vitest';
import { createPagePolicy } from './page-policy.mjs';
import { scriptHash } from './security-headers.mjs';

describe('page policy', () => {
  it("allows the remotes' origins, the inline scripts by hash and the calendar; rebuilt only when those move", () => {
    let manifest: Record<string, unknown> = { marketing: 'https://m.example/assets/remoteEntry.js', ssr: { marketing: 'https://m.example/server/entry.mjs' } };
    let version = 1;
    let origin: string | null = 'https://cal.example';
    const remotes = { manifest: vi.fn(() => manifest), version: () => version };
    const policy = createPagePolicy({ supabaseUrl: 'https://db.example', remotes, entry: { EARLY_CLICKS_SCRIPT: 'early()' }, bookingOrigin: () => origin });
    const first = policy();
    expect(first).toContain('https://m.example');
    expect(first).toContain(scriptHash('early()'));
    expect(first).toContain('https://cal.example');
    expect(policy()).toBe(first);
    expect(remotes.manifest).toHaveBeenCalledTimes(1);
    manifest = { marketing: 'https://moved.example/assets/remoteEntry.js' };
    version = 2;
    expect(policy()).toContain('https://moved.example');
    origin = null;
    expect(policy()).not.toContain('https://cal.example');
    expect(remotes.manifest).toHaveBeenCalledTimes(3);
  });
});
