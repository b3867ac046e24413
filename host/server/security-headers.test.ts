import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers.mjs';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))?.split(' ').slice(1) ?? [];
const base = { supabaseUrl: 'https://project.supabase.co', remoteUrls: [], inlineScripts: [] };

describe('the page policy and Turnstile', () => {
  it('lets pages load Turnstile’s script and frame when the build has a site key', () => {
    const policy = contentSecurityPolicy({ ...base, challengeOrigins: ['https://challenges.cloudflare.com'] });
    expect(directive(policy, 'script-src')).toContain('https://challenges.cloudflare.com');
    expect(directive(policy, 'frame-src')).toContain('https://challenges.cloudflare.com');
  });

  it('allows nothing of Cloudflare’s without one', () => {
    expect(contentSecurityPolicy(base)).not.toContain('challenges.cloudflare.com');
  });
});
