// What a page's own content says about its head tags, when the route table cannot know it: a case
// study's title and summary come from its row, and an unknown slug makes the page a not-found
// page. The remote that loads the row reports it here; the host, which owns the head tags, applies
// it. Keyed by path, so a report that arrives late for a page already left is ignored.
import { create } from 'zustand';

/** `searchTitle` and `image`: what the page's editor set for search results and link previews. */
type PageHead = { title: string; description: string; searchTitle?: string; image?: string } | 'not-found';

interface PageHeadState {
  pathname: string | undefined;
  head: PageHead | undefined;
}

export const usePageHeadStore = create<PageHeadState>()(() => ({ pathname: undefined, head: undefined }));

/** Reports the head of the page at `pathname`. */
export function setPageHead(pathname: string, head: PageHead): void {
  usePageHeadStore.setState({ pathname, head });
}
