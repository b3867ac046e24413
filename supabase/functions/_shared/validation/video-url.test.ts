import { describe, expect, it } from 'vitest';
import { isValidVideoUrl } from './video-url.ts';

const host = 'abc.supabase.co';

describe('isValidVideoUrl', () => {
  it('accepts URLs containing the storage host', () => {
    expect(isValidVideoUrl('https://abc.supabase.co/storage/v1/object/public/videos/a.mp4', host)).toBe(true);
  });

  it('accepts http:// URLs and local paths', () => {
    expect(isValidVideoUrl('http://127.0.0.1:54321/storage/v1/object/public/videos/a.mp4', host)).toBe(true);
    expect(isValidVideoUrl('/demo-video.mp4', host)).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isValidVideoUrl('https://evil.example/a.mp4', host)).toBe(false);
    expect(isValidVideoUrl('javascript:alert(1)', host)).toBe(false);
    expect(isValidVideoUrl('demo.mp4', host)).toBe(false);
    expect(isValidVideoUrl('', host)).toBe(false);
    expect(isValidVideoUrl('https://evil.example/a.mp4', '')).toBe(false);
  });
});
