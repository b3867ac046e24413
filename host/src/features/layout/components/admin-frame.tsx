import { useSiteConfig } from '@vaani/data/site-settings';
import { siteImageOf } from '@vaani/stores';
import { Toaster } from '@vaani/ui';
import { Outlet } from '@vaani/router';
import { createGlobalStyle } from 'styled-components';
import { useFavicon } from '../../head/use-favicon.ts';
import { useHeadTags } from '../../head/use-head-tags.ts';

/**
 * The floating voice widget is appended to the page by the site's elements; someone who came
 * from a public page still has it, and it has no place over the admin.
 */
const NoFloatingWidget = createGlobalStyle`
  voice-widget {
    display: none !important;
  }
`;

/**
 * What the host puts around /auth and /admin: head tags, favicon and toasts, none of the public
 * site's header, footer, banners, newsletter box or widget. The admin remote draws its own shell.
 */
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
