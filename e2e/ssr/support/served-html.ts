// What a crawler or a phone without JavaScript gets: the HTML as the server sends it, read as
// text, plus reads of the public content straight from the database's REST API to compare with.
import { localSupabase } from '../../support/local-supabase.ts';

/** The server-rendering host the SSR specs start (see ssr-host.ts). */
export const SSR_PORT = 5195;
export const SITE = `http://localhost:${SSR_PORT}`;

export const supabase = localSupabase;

/** Rows of a public table, read as an anonymous visitor. */
export async function publicRows<T>(query: string): Promise<T[]> {
  const { url, anonKey } = supabase();
  const response = await fetch(`${url}/rest/v1/${query}`, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
  if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** The visible text of an HTML fragment: tags dropped, entities decoded, spaces collapsed. */
export const textOf = (html: string) =>
  html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, ' ');

export interface ServedPage {
  status: number;
  html: string;
  /** The text inside #root, i.e. what the page shows before any script runs. */
  body: string;
}

export async function served(path: string, base = SITE): Promise<ServedPage> {
  const response = await fetch(`${base}${path}`);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<voice-widget'));
  return { status: response.status, html, body: textOf(root) };
}
