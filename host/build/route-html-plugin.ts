// Build step: one HTML file per route from the route table, each carrying its own head tags in
// the served bytes (crawlers and link previews do not run JavaScript), plus the 404 page, the
// path→file table the static server uses, and the runtime remotes manifest.
import type { OutputAsset } from 'rollup';
import type { Plugin } from 'vite';
import { headTagsForRoute, isPatternPath, notFoundHeadTags } from '../src/features/head/head-tags.ts';
import { renderHeadHtml } from '../src/features/head/render-head-html.ts';
import { ROUTES } from '../src/routes/route-table.ts';

const MARKER = '<!--head-tags-->';
/** index.html places the floating widget on every public page; the admin's pages go without. */
const FLOATING_WIDGET = '<voice-widget></voice-widget>';

/** The built index.html with its head-tags marker, which host/server renders pages into. */
const SSR_TEMPLATE = 'ssr-template.html';

/** Stands for the requested path in pattern routes' HTML; the static server fills it in. */
const PATH_TOKEN = '%VAANI_PATHNAME%';

/** `/case-studies/:slug` → `case-studies/_slug/index.html`; `/` → `index.html`. */
function fileFor(path: string): string {
  const dir = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^:/, '_').replace(/^\*$/, '_rest'))
    .join('/');
  return dir ? `${dir}/index.html` : 'index.html';
}

export function routeHtmlPlugin({ origin, remotes }: { origin: string; remotes: Record<string, unknown> }): Plugin {
  return {
    name: 'vaani:route-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'] as OutputAsset | undefined;
      const template = index ? String(index.source) : '';
      if (!template.includes(MARKER)) this.error(`index.html must contain ${MARKER}`);
      const page = (html: string) => template.replace(MARKER, html);

      const files: { pattern: string; file: string }[] = [];
      const emitted = new Set<string>();
      for (const route of ROUTES) {
        const file = fileFor(route.path);
        const pathname = isPatternPath(route.path) ? PATH_TOKEN : route.path;
        const served = page(renderHeadHtml(headTagsForRoute(route, pathname, origin)));
        const html = route.frame === 'admin' ? served.replace(FLOATING_WIDGET, '') : served;
        if (file === 'index.html') index!.source = html;
        else if (!emitted.has(file)) this.emitFile({ type: 'asset', fileName: file, source: html });
        emitted.add(file);
        for (const pattern of [route.path, ...(route.aliases ?? [])]) files.push({ pattern, file });
      }
      // The page with its marker, for the server to render routes into (see host/server).
      this.emitFile({ type: 'asset', fileName: SSR_TEMPLATE, source: template });
      this.emitFile({ type: 'asset', fileName: '404.html', source: page(renderHeadHtml(notFoundHeadTags(origin))) });
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify({ pathToken: PATH_TOKEN, routes: files }, null, 2) });
      this.emitFile({ type: 'asset', fileName: 'remotes.json', source: JSON.stringify(remotes, null, 2) });
    },
  };
}
