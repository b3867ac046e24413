// Our own site's way in (exposed to the host through module federation as `./elements`): the
// very same elements as embed.js, but their views are chunks of this federated build, so they
// run on the host's react, react-dom and styled-components instead of a second copy.
import VIEW_CHUNKS, { importShared } from 'virtual:vaani-view-chunks';
import { resolveLang } from '../element/lang.ts';
import { preloadViews } from './preload-views.ts';
import { startEmbed } from './start-embed.ts';

export default function defineSiteElements(): void {
  startEmbed(
    (tag, lang) => {
      // Every chunk of the view at once, not level by level as mount-view's imports reveal them.
      preloadViews(VIEW_CHUNKS, tag, resolveLang(lang), importShared);
      return import('./mount-view.ts');
    },
    { floatingWidget: true },
  );
}
