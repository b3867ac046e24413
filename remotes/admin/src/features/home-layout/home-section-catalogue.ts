import { DEFAULT_SECTION_ORDER, type HomeSectionEntry } from '@vaani/stores';

export interface LayoutRow {
  entry: HomeSectionEntry;
  visible: boolean;
}

/** The editor's rows: the current order shown, then the hidden sections. */
export function layoutRows(current: readonly HomeSectionEntry[]): LayoutRow[] {
  const shown = current.map((entry) => ({ entry, visible: true }));
  // The default order names every section the marketing remote can render.
  const hidden = DEFAULT_SECTION_ORDER.filter((entry) => !current.some((item) => item.component === entry.component)).map(
    (entry) => ({ entry, visible: false }),
  );
  return [...shown, ...hidden];
}

export const visibleOrder = (rows: readonly LayoutRow[]): HomeSectionEntry[] => rows.filter((row) => row.visible).map((row) => row.entry);
