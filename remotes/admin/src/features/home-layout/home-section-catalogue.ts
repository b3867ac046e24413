import { DEFAULT_SECTION_ORDER, HOME_SECTION_COMPONENTS, type HomeSectionComponent, type HomeSectionEntry } from '@vaani/stores';

// Sections the marketing remote can render beyond the spec's default eight.
const EXTRA_NAMES: Partial<Record<HomeSectionComponent, { id: string; name: string }>> = {
  KeyFeaturesSection: { id: 'key-features', name: 'Key Features' },
};

/** Every home section an admin can place: the default eight first, then any other known section. */
const HOME_SECTION_CATALOGUE: readonly HomeSectionEntry[] = [
  ...DEFAULT_SECTION_ORDER,
  ...HOME_SECTION_COMPONENTS.filter((component) => !DEFAULT_SECTION_ORDER.some((entry) => entry.component === component)).map(
    (component) => ({ id: EXTRA_NAMES[component]?.id ?? component, name: EXTRA_NAMES[component]?.name ?? component, component }),
  ),
];

export interface LayoutRow {
  entry: HomeSectionEntry;
  visible: boolean;
}

/** The editor's rows: the current order shown, then the hidden sections. */
export function layoutRows(current: readonly HomeSectionEntry[]): LayoutRow[] {
  const shown = current.map((entry) => ({ entry, visible: true }));
  const hidden = HOME_SECTION_CATALOGUE.filter((entry) => !current.some((item) => item.component === entry.component)).map(
    (entry) => ({ entry, visible: false }),
  );
  return [...shown, ...hidden];
}

/** Moves the row at `from` to `to`, keeping the others in order. */
export function moveRow(rows: readonly LayoutRow[], from: number, to: number): LayoutRow[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

export const visibleOrder = (rows: readonly LayoutRow[]): HomeSectionEntry[] => rows.filter((row) => row.visible).map((row) => row.entry);
