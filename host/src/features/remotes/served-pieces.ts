import type { RemoteModule } from '../../routes/route-table.ts';

/** The footer's 'Stay Updated' box, on every page. */
export const NEWSLETTER_BOX = { remote: 'forms', module: './newsletter-box' } as const satisfies RemoteModule;

/** The home page's callback form, lent to the marketing remote (see lendPieces). */
export const REQUEST_CALLBACK = { remote: 'forms', module: './request-callback-section' } as const satisfies RemoteModule;

/** Other remotes' pieces a public page shows, server-rendered and hydrated as they near the viewport. */
export const SERVED_PIECES: readonly RemoteModule[] = [NEWSLETTER_BOX, REQUEST_CALLBACK];
