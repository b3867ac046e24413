// Story helpers for whole pages: each renders inside a router at its own URL, the way the host
// mounts a remote's page, and proves it shows its page heading.
import type { ComponentType } from 'react';
import { Route, Routes } from '@vaani/router';
import { MemoryRouter } from '@vaani/router/testing';
import { expect, within } from 'storybook/test';

export interface RoutedPageArgs {
  page: ComponentType;
  /** The route pattern, e.g. '/case-studies/:slug'. */
  path: string;
  /** The URL the story opens. */
  url: string;
}

export function RoutedPage({ page: Page, path, url }: RoutedPageArgs) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <main>
        <Routes>
          <Route path={path} element={<Page />} />
        </Routes>
      </main>
    </MemoryRouter>
  );
}

// Waits for it: a page may first show 'Loading...' (the home page waits for the published settings).
export async function showsPageHeading({ canvasElement }: { canvasElement: HTMLElement }) {
  await expect(await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeVisible();
}

/** A story of `page` opened at `url`, matched by `path` (defaults to the URL itself). */
export const pageAt = (page: ComponentType, url: string, path = url) => ({ args: { page, path, url } });
