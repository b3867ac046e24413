import { useSiteConfig } from '@vaani/data/site-settings';
import { siteImageOf, siteLinkOf } from '@vaani/stores';
import { Toaster } from '@vaani/ui';
import { useEffect } from 'react';
import { Outlet } from '@vaani/router';
import styled from 'styled-components';
import { usePageViewTracking } from '../../analytics/use-page-view-tracking.ts';
import { useFavicon } from '../../head/use-favicon.ts';
import { useHeadTags } from '../../head/use-head-tags.ts';
import { loadSiteElements } from '../../remotes/api/load-site-elements.ts';
import { GetStartedDialogHost } from '../../remotes/components/borrowed-remote-pieces.tsx';
import { RemoteOutlet } from '../../remotes/components/remote-outlet.tsx';
import { NEWSLETTER_BOX } from '../../remotes/served-pieces.ts';
import { Footer } from './footer.tsx';
import { Header, HEADER_HEIGHT_PX } from './header.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

const Main = styled.main`
  min-height: 60vh;
  padding-top: ${HEADER_HEIGHT_PX}px;
  /* Focused by the skip link (tabIndex -1), not by the visitor: no ring around the whole page. */
  &:focus {
    outline: none;
  }
`;

/** Header, page and footer around every public route, with the toaster and the dialogs mounted once. */
export function SiteLayout() {
  usePageViewTracking(useHeadTags());
  const config = useSiteConfig();
  useFavicon(siteImageOf(config, 'favicon')?.url);
  // Already under way unless the visit began in the admin (see main.tsx).
  useEffect(() => void loadSiteElements(), []);
  return (
    <>
      <SkipLink />
      <Header logo={siteImageOf(config, 'logo')} />
      <Main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer
        links={config.links}
        // The footer's own logo, else the one for dark backgrounds (the footer is dark).
        logo={siteImageOf(config, 'footerLogo') ?? siteImageOf(config, 'logoWhite')}
        newsletter={
          <RemoteOutlet source={NEWSLETTER_BOX} subject="The newsletter form" size="inline" loadingLabel="Loading newsletter form…" whenNear />
        }
      />
      <book-demo-dialog booking-url={siteLinkOf(config, 'demo-booking') || undefined} />
      <GetStartedDialogHost />
      <Toaster />
    </>
  );
}
