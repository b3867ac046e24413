export {
  useSiteConfigStore,
  siteConfigOf,
  siteImageOf,
  siteLinkOf,
  siteTextOf,
  SITE_CONFIG_STORAGE_KEY,
} from './site-config/site-config-store.ts';
export type { SiteConfigState } from './site-config/site-config-store.ts';
export { DEFAULT_SITE_CONFIG, SOCIAL_LINK_IDS } from './site-config/default-site-config.ts';
export { DEFAULT_STYLES } from './site-config/default-styles.ts';
export { DEFAULT_LINKS } from './site-config/default-links.ts';
export { mergeSiteConfig } from './site-config/merge-site-config.ts';
export type {
  ButtonStyle,
  ColorSetting,
  ConfigurableButton,
  ImageSetting,
  LinkId,
  LinkSetting,
  SiteConfig,
  SocialLinkId,
  SpacingSettings,
  StyleSettings,
  TextSetting,
} from './site-config/site-config-types.ts';
export {
  useSectionOrderStore,
  sectionOrderOf,
  SECTION_ORDER_STORAGE_KEY,
} from './section-order/section-order-store.ts';
export type { SectionOrderState } from './section-order/section-order-store.ts';
export {
  DEFAULT_SECTION_ORDER,
  HOME_SECTION_COMPONENTS,
  isHomeSectionComponent,
} from './section-order/home-sections.ts';
export type { HomeSectionComponent, HomeSectionEntry } from './section-order/home-sections.ts';
export {
  useToastStore,
  toast,
  dismissToast,
  visibleToasts,
  TOAST_LIMIT_IN_MEMORY,
  TOAST_VISIBLE,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
} from './toast/toast-store.ts';
export type { ToastItem, ToastOptions, ToastState, ToastVariant } from './toast/toast-store.ts';
export { registerSlot, remoteSlot } from './remote-slots/remote-slots.ts';
export type { RemoteSlotName } from './remote-slots/remote-slots.ts';
export { useGetStartedStore, openGetStarted } from './get-started/get-started-store.ts';
export { SLOW_PAGE_LOAD_MS, eventParams } from './analytics/analytics-events.ts';
export type { AnalyticsEvent, Tracker } from './analytics/analytics-events.ts';
export { addTracker, track } from './analytics/track.ts';
export { usePageHeadStore, setPageHead } from './page-head/page-head-store.ts';
export { searchTitleOf } from './page-head/site-name.ts';
export { noteOpener, OPENERS_STORAGE_KEY } from './attribution/lead-openers.ts';
export type { OpenedForm } from './attribution/lead-openers.ts';
