/** Page loads slower than this are reported (spec §7.10). */
export const SLOW_PAGE_LOAD_MS = 3000;

/** Every event the site reports, with what each carries. One table: adapters map from it. */
export type AnalyticsEvent =
  | { name: 'page_view'; path: string; title: string }
  | { name: 'button_click'; label: string; location: string }
  | { name: 'form_submit'; form: string }
  | { name: 'demo_request'; location: string }
  | { name: 'try_now_click'; location: string }
  | { name: 'lead'; source: string }
  | { name: 'contact'; method: string }
  | { name: 'view_content'; contentType: string; contentId: string; title: string }
  | { name: 'complete_registration'; method: string }
  | { name: 'slow_page_load'; path: string; durationMs: number };

/** A destination for events (a third-party tracker). The default is none: events go nowhere. */
export interface Tracker {
  readonly id: string;
  track(event: AnalyticsEvent): void;
}

/** The event's fields other than its name, as the flat parameters trackers expect. */
export function eventParams(event: AnalyticsEvent): Record<string, string | number> {
  const { name: _name, ...params } = event;
  return params;
}
