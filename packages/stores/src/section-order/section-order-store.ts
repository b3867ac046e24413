import { createPreviewStore } from '../storage/browser-storage.ts';
import { DEFAULT_SECTION_ORDER, isHomeSectionComponent, type HomeSectionEntry } from './home-sections.ts';

export const SECTION_ORDER_STORAGE_KEY = 'homepageSectionOrder';

/**
 * The usable entries of a saved order, or undefined when none was saved. Entries naming an unknown
 * component are skipped (site spec §2), so an order of only unknown ones shows no section; an
 * empty list (the published row's default) is no saved order.
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

/** The admin's local preview of the home order only: the published order is a query of @vaani/data, and sectionOrderOf states which one a page shows. */
export const useSectionOrderStore = createPreviewStore<readonly HomeSectionEntry[]>(SECTION_ORDER_STORAGE_KEY, readOrder, (sections) =>
  sections.filter((entry) => isHomeSectionComponent(entry.component)),
);

/** The one precedence of the home order: this browser's preview, else the published one, else the default. */
export function sectionOrderOf(preview: readonly HomeSectionEntry[] | undefined, published: unknown): readonly HomeSectionEntry[] {
  return preview ?? readOrder(published) ?? DEFAULT_SECTION_ORDER;
}
