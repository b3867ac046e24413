// /sitemap.xml and /robots.txt from the route table. Rows are asked of the REST API as a visitor,
// so what row-level security hides is never listed.
import { publicRest } from '@vaani/data/public-content';
import { ROUTES } from '../../routes/route-table.ts';
import { SITE_ORIGIN } from '../../site-origin.ts';
import { escapeHtml } from '../head/render-head-html.ts';

interface SiteMapUrl {
  loc: string;
  lastmod?: string;
}

/** The API answers at most max_rows (config.toml) rows a request: a long list comes in pages. */
const PAGE_ROWS = 1000;

async function allRows(query: string, signal: AbortSignal): Promise<{ [key: string]: unknown; updated_at?: string }[]> {
  const rows: { [key: string]: unknown; updated_at?: string }[] = [];
  for (;;) {
    const page = await publicRest<typeof rows>(`${query}&limit=${PAGE_ROWS}&offset=${rows.length}`, { signal });
    rows.push(...page);
    if (page.length < PAGE_ROWS) return rows;
  }
}

async function routeUrls(signal: AbortSignal): Promise<SiteMapUrl[]> {
  const lists = await Promise.all(
    ROUTES.filter((route) => route.robots === 'index, follow').map(async (route): Promise<SiteMapUrl[]> => {
      if (!route.listed) return [{ loc: `${SITE_ORIGIN}${route.path}` }];
      const { table, column, param } = route.listed;
      const rows = await allRows(`${encodeURIComponent(table)}?select=${encodeURIComponent(column)},updated_at&order=updated_at.desc,${encodeURIComponent(column)}`, signal);
      return rows
        .filter((row) => typeof row[column] === 'string' && row[column])
        .map((row) => ({
          loc: `${SITE_ORIGIN}${route.path.replace(`:${param}`, encodeURIComponent(row[column] as string))}`,
          lastmod: row.updated_at,
        }));
    }),
  );
  return lists.flat();
}

/** The sitemap (sitemaps.org 0.9). Rejects when the database cannot answer. */
export async function renderSiteMap(signal: AbortSignal): Promise<string> {
  const urls = await routeUrls(signal);
  const entries = urls.map(
    ({ loc, lastmod }) => `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(new Date(lastmod).toISOString())}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Paths crawlers are kept out of: the routes that are not indexable, by their first segment. */
const closedPaths = () => [...new Set(ROUTES.filter((route) => route.robots !== 'index, follow').map((route) => `/${route.path.split('/')[1]}`))];

/** robots.txt: everything open but the admin and the sign-in page, and where the sitemap is. */
export function robotsTxt(): string {
  return ['User-agent: *', ...closedPaths().map((path) => `Disallow: ${path}`), '', `Sitemap: ${SITE_ORIGIN}/sitemap.xml`, ''].join('\n');
}
