import { create } from 'zustand';
import { currentServerSnapshot } from '../server-snapshot/current-server-snapshot.ts';
import { parseJson, readStored, removeStored, watchStored, writeStored } from '../storage/browser-storage.ts';
import { DEFAULT_SECTION_ORDER, isHomeSectionComponent, type HomeSectionEntry } from './home-sections.ts';

export const SECTION_ORDER_STORAGE_KEY = 'homepageSectionOrder';

export interface SectionOrderState {
  /** The order the home page renders: local preview, else the published order, else the default. */
  sections: readonly HomeSectionEntry[];
  /** The order an admin published (site_settings), once loaded; undefined when none is usable. */
  published: readonly HomeSectionEntry[] | undefined;
  /** False until the published order has been asked for, so the home page does not flash the default. */
  publishedLoaded: boolean;
  setOrder: (sections: readonly HomeSectionEntry[]) => void;
  moveSection: (id: string, direction: 'up' | 'down') => void;
  resetOrder: () => void;
  reload: () => void;
  /** Takes the published order (any JSON from the database); junk counts as none. */
  applyPublished: (sectionOrder: unknown) => void;
}

/**
 * The usable entries of a saved order, or undefined when none was saved. A saved order overrides
 * the default and entries naming a component this build does not know are skipped (site spec §2),
 * so an order whose only entries are unknown shows no section. An empty list is no saved order
 * (the published row's default), and the default order applies.
 */
function readOrder(stored: unknown): readonly HomeSectionEntry[] | undefined {
  if (!Array.isArray(stored)) return undefined;
  const entries = stored.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, name, component } = entry as Record<string, unknown>;
    if (!isHomeSectionComponent(component)) return [];
    const safeId = typeof id === 'string' ? id : component;
    return [{ id: safeId, name: typeof name === 'string' ? name : safeId, component }];
  });
  return stored.length > 0 ? entries : undefined;
}

/** A saved order as the home page would use it; anything unparseable keeps the default. */
export function parseSectionOrder(raw: string | null): readonly HomeSectionEntry[] {
  return readOrder(parseJson(raw)) ?? DEFAULT_SECTION_ORDER;
}

const readLocalOrder = () => readOrder(parseJson(readStored(SECTION_ORDER_STORAGE_KEY)));

export const useSectionOrderStore = create<SectionOrderState>()(currentServerSnapshot((set, get) => {
  const save = (sections: readonly HomeSectionEntry[]) => {
    writeStored(SECTION_ORDER_STORAGE_KEY, JSON.stringify(sections));
    set({ sections });
  };
  const effective = (published = get().published) => readLocalOrder() ?? published ?? DEFAULT_SECTION_ORDER;
  return {
    sections: readLocalOrder() ?? DEFAULT_SECTION_ORDER,
    published: undefined,
    publishedLoaded: false,
    setOrder: (sections) => save(sections.filter((entry) => isHomeSectionComponent(entry.component))),
    moveSection: (id, direction) => {
      const sections = [...get().sections];
      const from = sections.findIndex((entry) => entry.id === id);
      const to = direction === 'up' ? from - 1 : from + 1;
      const moving = sections[from];
      const other = sections[to];
      if (from < 0 || !moving || !other) return;
      sections[from] = other;
      sections[to] = moving;
      save(sections);
    },
    resetOrder: () => {
      removeStored(SECTION_ORDER_STORAGE_KEY);
      set({ sections: get().published ?? DEFAULT_SECTION_ORDER });
    },
    reload: () => set({ sections: effective() }),
    applyPublished: (sectionOrder) => {
      const published = readOrder(sectionOrder);
      // Not effective(published): an undefined argument would fall back to the previous order,
      // and a server renders many requests with one store.
      set({ published, publishedLoaded: true, sections: readLocalOrder() ?? published ?? DEFAULT_SECTION_ORDER });
    },
  };
}));

watchStored(SECTION_ORDER_STORAGE_KEY, () => useSectionOrderStore.getState().reload());
