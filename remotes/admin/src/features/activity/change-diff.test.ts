import { describe, expect, it } from 'vitest';
import { changedFields, fieldLabel, lineDiff, recordedChange } from './change-diff.ts';

describe('changedFields', () => {
  it('lists only the fields that changed, not the touched updated_at', () => {
    const before = { id: '1', title: 'Old', summary: 'Same', updated_at: '2026-11-25T10:00:00Z' };
    const after = { id: '1', title: 'New', summary: 'Same', updated_at: '2026-11-25T11:00:00Z' };
    expect(changedFields(before, after)).toEqual([{ field: 'title', before: 'Old', after: 'New' }]);
  });

  it('shows a created item as every field after, a deleted one as every field before', () => {
    expect(changedFields(null, { title: 'Hello', rating: 5 })).toEqual([
      { field: 'title', before: null, after: 'Hello' },
      { field: 'rating', before: null, after: '5' },
    ]);
    expect(changedFields({ title: 'Gone' }, null)).toEqual([{ field: 'title', before: 'Gone', after: null }]);
  });

  it('names the one nested setting that changed', () => {
    const before = { config: { hero: { title: 'A', subtitle: 'S' }, colors: { primary: '#111111' } } };
    const after = { config: { hero: { title: 'B', subtitle: 'S' }, colors: { primary: '#111111' } } };
    expect(changedFields(before, after)).toEqual([{ field: 'config.hero.title', before: 'A', after: 'B' }]);
  });

  it('compares the lists of site settings item by item, by id, not as JSON', () => {
    const texts = (title: string) => [
      { id: 'hero-title', section: 'hero', field: 'title', content: title },
      { id: 'hero-subtitle', section: 'hero', field: 'subtitle', content: 'Same' },
    ];
    expect(changedFields({ config: { texts: texts('Old') } }, { config: { texts: texts('New') } })).toEqual([
      { field: 'config.texts.hero-title.content', before: 'Old', after: 'New' },
    ]);
  });

  it('shows a new order of a keyed list as a move of names', () => {
    const hero = { id: 'hero', name: 'Hero banner', component: 'HeroSection' };
    const cta = { id: 'cta', name: 'Call to action', component: 'CallToActionSection' };
    expect(changedFields({ section_order: [hero, cta] }, { section_order: [cta, hero] })).toEqual([
      { field: 'section_order', before: 'Hero banner\nCall to action', after: 'Call to action\nHero banner', lines: expect.any(Array) },
    ]);
  });

  it('compares long text line by line', () => {
    const before = { content: 'Intro\nOld middle\nEnd' };
    const after = { content: 'Intro\nNew middle\nEnd' };
    expect(changedFields(before, after)[0]?.lines).toEqual([
      { kind: 'same', text: 'Intro' },
      { kind: 'removed', text: 'Old middle' },
      { kind: 'added', text: 'New middle' },
      { kind: 'same', text: 'End' },
    ]);
  });
});

describe('lineDiff', () => {
  it('keeps what both have, in order', () => {
    expect(lineDiff('a\nb\nc', 'a\nc\nd')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'same', text: 'c' },
      { kind: 'added', text: 'd' },
    ]);
  });

  it('shows very long texts whole rather than comparing forever', () => {
    const before = Array.from({ length: 600 }, (_, n) => `old ${n}`).join('\n');
    const after = Array.from({ length: 600 }, (_, n) => `new ${n}`).join('\n');
    const lines = lineDiff(before, after);
    expect(lines.filter((line) => line.kind === 'removed')).toHaveLength(600);
    expect(lines.filter((line) => line.kind === 'added')).toHaveLength(600);
  });
});

describe('fieldLabel', () => {
  it('reads like words', () => {
    expect(fieldLabel('display_order')).toBe('Display order');
    expect(fieldLabel('config.hero.title')).toBe('Config › Hero › Title');
  });

  it('names a site setting as its editor does', () => {
    expect(fieldLabel('config.texts.hero-title.content')).toBe('Home: hero › Headline');
    expect(fieldLabel('config.styles.colors.primary.value')).toBe('Brand › Primary');
    expect(fieldLabel('config.styles.buttons.primary.background')).toBe('Brand › Main button background');
    expect(fieldLabel('config.links.linkedin.url')).toBe('Header and footer › LinkedIn');
    expect(fieldLabel('section_order')).toBe('Home section order');
  });
});

describe('recordedChange', () => {
  it('compares an edit on the fields it changed, as the database keeps them', () => {
    const entry = { action: 'update' as const, before: { title: 'Old' }, after: { id: '1', title: 'New', summary: 'Untouched' } };
    expect(changedFields(recordedChange(entry).before, recordedChange(entry).after)).toEqual([{ field: 'title', before: 'Old', after: 'New' }]);
  });

  it('leaves an added or deleted item whole', () => {
    const entry = { action: 'insert' as const, before: null, after: { title: 'Hello' } };
    expect(recordedChange(entry)).toBe(entry);
  });
});
