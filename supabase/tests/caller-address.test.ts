// Which X-Forwarded-For entry a function may trust. Every proxy appends the address it received
// the request from to the END of the header; whatever stands before that is what the client
// (or a proxy we do not run) wrote, so the first entry is the caller's to choose. Supabase's
// gateway appends the real client address last; the local server replaces the header with the
// socket address. Trusting the first entry would let one visitor spray the lead and call limits
// from as many made-up addresses as it likes.
import { describe, expect, it } from 'vitest';
import { callerAddress } from '../functions/_shared/caller-address.ts';

const request = (headers: Record<string, string>) => new Request('http://functions.test/functions/v1/save_lead', { method: 'POST', headers });

describe('callerAddress behind a proxy', () => {
  it('ignores a spoofed first entry and takes the one the gateway appended', () => {
    expect(callerAddress(request({ 'x-forwarded-for': '198.51.100.7, 203.0.113.9' }))).toBe('203.0.113.9');
  });

  it('gives two requests with different made-up first entries the same bucket', () => {
    const a = callerAddress(request({ 'x-forwarded-for': '10.0.0.1, 203.0.113.9' }));
    const b = callerAddress(request({ 'x-forwarded-for': '10.0.0.2, 203.0.113.9' }));
    expect(a).toBe(b);
  });

  it('takes a single entry as it is', () => {
    expect(callerAddress(request({ 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9');
  });
});
