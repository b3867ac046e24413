// A page's head tags when only its row knows them (a case study's title, an unknown slug's not
// found): the remote that loads the row reports here, the host applies it. Keyed by path, so a late
// report for a page already left is ignored.
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
