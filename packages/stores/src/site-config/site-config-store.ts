import { create } from 'zustand';
import { currentServerSnapshot } from '../server-snapshot/current-server-snapshot.ts';
import { parseJson, readStored, removeStored, watchStored, writeStored } from '../storage/browser-storage.ts';
import { mergeSiteConfig } from './merge-site-config.ts';
import type {
  ButtonStyle,
  ConfigurableButton,
  LinkId,
  SiteConfig,
  SpacingSettings,
} from './site-config-types.ts';

export const SITE_CONFIG_STORAGE_KEY = 'siteConfig';

export interface SiteConfigState {
  config: SiteConfig;
  setConfig: (config: SiteConfig) => void;
  updateColor: (id: string, value: string) => void;
  updateButtonStyle: (button: ConfigurableButton, style: Partial<ButtonStyle>) => void;
  updateSpacing: (spacing: Partial<SpacingSettings>) => void;
  updateLink: (id: string, url: string) => void;
  updateImage: (id: string, changes: { url?: string; alt?: string }) => void;
  updateText: (section: string, field: string, content: string) => void;
  resetConfig: () => void;
  /** Re-reads storage, e.g. after another tab saved a new configuration. */
  reload: () => void;
  /** The configuration an admin published (site_settings.config), used when there is no local preview. */
  published: unknown;
  applyPublished: (config: unknown) => void;
  getLink: (id: LinkId | (string & {})) => string;
  getText: (section: string, field: string, fallback: string) => string;
}

const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A local preview (an admin trying changes in this browser) wins over what was published. */
const loadSiteConfig = (published: unknown): SiteConfig => {
  const local = parseJson(readStored(SITE_CONFIG_STORAGE_KEY));
  return mergeSiteConfig(isRecord(local) ? local : published);
};

export const useSiteConfigStore = create<SiteConfigState>()(currentServerSnapshot((set, get) => {
  const save = (config: SiteConfig) => {
    writeStored(SITE_CONFIG_STORAGE_KEY, JSON.stringify(config));
    set({ config });
  };
  const edit = (change: (config: SiteConfig) => SiteConfig) => save(change(get().config));

  return {
    config: loadSiteConfig(undefined),
    published: undefined,
    setConfig: (config) => save(mergeSiteConfig(config)),
    updateColor: (id, value) =>
      edit((config) => ({
        ...config,
        styles: {
          ...config.styles,
          colors: config.styles.colors.map((color) => (color.id === id ? { ...color, value } : color)),
        },
      })),
    updateButtonStyle: (button, style) =>
      edit((config) => ({
        ...config,
        styles: {
          ...config.styles,
          buttons: { ...config.styles.buttons, [button]: { ...config.styles.buttons[button], ...style } },
        },
      })),
    updateSpacing: (spacing) =>
      edit((config) => ({
        ...config,
        styles: { ...config.styles, spacing: { ...config.styles.spacing, ...spacing } },
      })),
    updateLink: (id, url) =>
      edit((config) => ({
        ...config,
        links: config.links.map((link) => (link.id === id ? { ...link, url } : link)),
      })),
    updateImage: (id, changes) =>
      edit((config) => ({
        ...config,
        images: config.images.map((image) => (image.id === id ? { ...image, ...changes } : image)),
      })),
    updateText: (section, field, content) =>
      edit((config) => {
        const exists = config.texts.some((entry) => entry.section === section && entry.field === field);
        return {
          ...config,
          texts: exists
            ? config.texts.map((entry) =>
                entry.section === section && entry.field === field ? { ...entry, content } : entry,
              )
            : [...config.texts, { id: `${section}-${field}`, section, field, content }],
        };
      }),
    resetConfig: () => {
      removeStored(SITE_CONFIG_STORAGE_KEY);
      set({ config: mergeSiteConfig(get().published) });
    },
    reload: () => set({ config: loadSiteConfig(get().published) }),
    applyPublished: (published) => set({ published, config: loadSiteConfig(published) }),
    getLink: (id) => get().config.links.find((link) => link.id === id)?.url ?? '',
    // An admin who clears a text field gets the section's built-in wording back rather than a hole.
    getText: (section, field, fallback) =>
      get().config.texts.find((entry) => entry.section === section && entry.field === field)?.content ||
      fallback,
  };
}));

watchStored(SITE_CONFIG_STORAGE_KEY, () => useSiteConfigStore.getState().reload());

/** Non-React access, e.g. from an event handler: `window.open(getLink('demo-booking'))`. */
export const getLink: SiteConfigState['getLink'] = (id) => useSiteConfigStore.getState().getLink(id);

export const getText: SiteConfigState['getText'] = (section, field, fallback) =>
  useSiteConfigStore.getState().getText(section, field, fallback);
