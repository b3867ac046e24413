// Our own site's way in (exposed to the host through module federation as `./elements`): the
// very same elements as embed.js, but their views are chunks of this federated build, so they
// run on the host's react, react-dom and styled-components instead of a second copy.
import { startEmbed } from './start-embed.ts';

export default function defineSiteElements(): void {
  startEmbed(() => import('./mount-view.ts'), { floatingWidget: true });
}
