import { describe, expect, it } from 'vitest';
import { contactMethodOf } from './contact-page.tsx';

describe('contact actions', () => {
  it('are told by their link', () => {
    expect(['mailto:hello@vaani.ai', 'tel:+919812345678', 'https://wa.me/919812345678', '/pricing'].map(contactMethodOf)).toEqual([
      'email',
      'phone',
      'whatsapp',
      null,
    ]);
  });
});
