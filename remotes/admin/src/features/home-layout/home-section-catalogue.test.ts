import { DEFAULT_SECTION_ORDER } from '@vaani/stores';
import { describe, expect, it } from 'vitest';
import { moveRow } from '../admin-shell/components/ordered-list.tsx';
import { layoutRows, visibleOrder } from './home-section-catalogue.ts';

describe('home layout rows', () => {
  it('lists the current order first, then every hidden section', () => {
    const rows = layoutRows(DEFAULT_SECTION_ORDER.slice(0, 2));
    expect(rows.slice(0, 2).every((row) => row.visible)).toBe(true);
    expect(rows.filter((row) => !row.visible).map((row) => row.entry.id)).toContain('call-to-action');
    expect(rows.map((row) => row.entry.component)).toEqual(DEFAULT_SECTION_ORDER.map((entry) => entry.component));
  });

  it('moves a row and publishes only the visible ones in order', () => {
    const rows = layoutRows(DEFAULT_SECTION_ORDER);
    const moved = moveRow(rows, rows.findIndex((row) => row.entry.id === 'testimonials'), 0);
    expect(visibleOrder(moved).map((entry) => entry.id).slice(0, 2)).toEqual(['testimonials', 'hero']);
    const hidden = moved.map((row, index) => (index === 1 ? { ...row, visible: false } : row));
    expect(visibleOrder(hidden).map((entry) => entry.id)).not.toContain('hero');
    expect(moveRow(rows, 0, 99)).toEqual(rows);
  });
});
