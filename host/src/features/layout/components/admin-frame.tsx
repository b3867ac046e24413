import { useSiteConfig } from '@vaani/data/site-settings';
import { siteImageOf } from '@vaani/stores';
import { Toaster } from '@vaani/ui';
import { Outlet } from '@vaani/router';
import { createGlobalStyle } from 'styled-components';
import { useFavicon } from '../../head/use-favicon.ts';
import { useHeadTags } from '../../head/use-head-tags.ts';

/** A visitor who came from a public page still has the floating widget; it has no place over the admin. */
const NoFloatingWidget = createGlobalStyle`
  voice-widget {
    display: none !important;
  }
`;

/** Around /auth and /admin: head tags, favicon and toasts; the admin remote draws its own shell. */
export function AdminFrame() {
  useHeadTags();
  useFavicon(siteImageOf(useSiteConfig(), 'favicon')?.url);
  return (
    <>
      <NoFloatingWidget />
      <Outlet />
      <Toaster />
    </>
  );
}
