import { describe, expect, it } from 'vitest';
import { softBreaksAsBreaks } from './soft-breaks.ts';

describe('softBreaksAsBreaks', () => {
  it('turns each single line break inside a paragraph into a break', () => {
    const tree = {
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Email: hello@vaani.ai\nPhone: +91 98765 43210\r\nPune' }] }],
    };
    softBreaksAsBreaks()(tree);
    expect(tree.children[0]!.children).toEqual([
      { type: 'text', value: 'Email: hello@vaani.ai' },
      { type: 'break' },
      { type: 'text', value: 'Phone: +91 98765 43210' },
      { type: 'break' },
      { type: 'text', value: 'Pune' },
    ]);
  });

  it('leaves code and text without breaks as they are', () => {
    const code = { type: 'code', value: 'a\nb' };
    const text = { type: 'text', value: 'one line' };
    const paragraph = { type: 'paragraph', children: [text] };
    const tree = { type: 'root', children: [code, paragraph] };
    softBreaksAsBreaks()(tree);
    expect(tree.children[0]).toBe(code);
    expect(paragraph.children).toEqual([text]);
  });
});
