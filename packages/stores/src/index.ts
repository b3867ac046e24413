export { useSiteConfigStore, siteConfigOf, siteImageOf, siteLinkOf, siteTextOf, SITE_CONFIG_STORAGE_KEY } from './site-config/site-config-store.ts';
export { DEFAULT_SITE_CONFIG, SOCIAL_LINK_IDS } from './site-config/default-site-config.ts';
export { DEFAULT_STYLES } from './site-config/default-styles.ts';
export { DEFAULT_LINKS } from './site-config/default-links.ts';
export { mergeSiteConfig } from './site-config/merge-site-config.ts';
export type {
  ButtonStyle,
  ConfigurableButton,
  ImageSetting,
  LinkSetting,
  SiteConfig,
  SocialLinkId,
  SpacingSettings,
} from './site-config/site-config-types.ts';
export { useSectionOrderStore, sectionOrderOf, SECTION_ORDER_STORAGE_KEY } from './section-order/section-order-store.ts';
export { DEFAULT_SECTION_ORDER } from './section-order/home-sections.ts';
export type { HomeSectionComponent, HomeSectionEntry } from './section-order/home-sections.ts';
export { useToastStore, toast, visibleToasts } from './toast/toast-store.ts';
export type { ToastItem, ToastOptions } from './toast/toast-store.ts';
export { registerSlot, remoteSlot } from './remote-slots/remote-slots.ts';
export { useGetStartedStore, openGetStarted } from './get-started/get-started-store.ts';
export { SLOW_PAGE_LOAD_MS, eventParams } from './analytics/analytics-events.ts';
export type { AnalyticsEvent, Tracker } from './analytics/analytics-events.ts';
export { addTracker, track } from './analytics/track.ts';
export { usePageHeadStore, setPageHead } from './page-head/page-head-store.ts';
export { searchTitleOf } from './page-head/site-name.ts';
export { noteOpener, OPENERS_STORAGE_KEY } from './attribution/lead-openers.ts';
