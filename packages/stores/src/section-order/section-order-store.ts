import { create } from 'zustand';
import { parseJson, readStored, removeStored, watchStored, writeStored } from '../storage/browser-storage.ts';
import { DEFAULT_SECTION_ORDER, isHomeSectionComponent, type HomeSectionEntry } from './home-sections.ts';

export const SECTION_ORDER_STORAGE_KEY = 'homepageSectionOrder';

export interface SectionOrderState {
  sections: readonly HomeSectionEntry[];
  setOrder: (sections: readonly HomeSectionEntry[]) => void;
  moveSection: (id: string, direction: 'up' | 'down') => void;
  resetOrder: () => void;
  reload: () => void;
}

/**
 * A saved order overrides the default; entries naming a component this build does not know are
 * skipped (a newer admin or a hand edit may have saved them), and anything unparseable keeps the
 * default so the home page always renders.
 */
export function parseSectionOrder(raw: string | null): readonly HomeSectionEntry[] {
  const stored = parseJson(raw);
  if (!Array.isArray(stored)) return DEFAULT_SECTION_ORDER;
  return stored.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, name, component } = entry as Record<string, unknown>;
    if (!isHomeSectionComponent(component)) return [];
    const safeId = typeof id === 'string' ? id : component;
    return [{ id: safeId, name: typeof name === 'string' ? name : safeId, component }];
  });
}

const loadOrder = () => parseSectionOrder(readStored(SECTION_ORDER_STORAGE_KEY));

export const useSectionOrderStore = create<SectionOrderState>()((set, get) => {
  const save = (sections: readonly HomeSectionEntry[]) => {
    writeStored(SECTION_ORDER_STORAGE_KEY, JSON.stringify(sections));
    set({ sections });
  };
  return {
    sections: loadOrder(),
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
      set({ sections: DEFAULT_SECTION_ORDER });
    },
    reload: () => set({ sections: loadOrder() }),
  };
});

watchStored(SECTION_ORDER_STORAGE_KEY, () => useSectionOrderStore.getState().reload());
