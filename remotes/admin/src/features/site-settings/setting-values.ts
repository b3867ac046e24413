import { DEFAULT_SITE_CONFIG, type ButtonStyle, type ConfigurableButton, type SiteConfig, type SpacingSettings } from '@vaani/stores';
import { SETTINGS_SECTIONS, type SettingRef } from './settings-sections.ts';
import { fieldKey } from './validate-site-config.ts';

export type SettingValue = string | number;

/** The value a field shows; a setting missing from an older saved configuration reads as empty. */
export function readSetting(config: SiteConfig, ref: SettingRef): SettingValue {
  switch (ref.kind) {
    case 'color':
      return config.styles.colors.find((item) => item.id === ref.id)?.value ?? '';
    case 'button':
      return config.styles.buttons[ref.button][ref.prop];
    case 'spacing':
      return config.styles.spacing[ref.key];
    case 'link':
      return config.links.find((item) => item.id === ref.id)?.url ?? '';
    case 'image':
      return config.images.find((item) => item.id === ref.id)?.url ?? '';
    case 'text':
      return config.texts.find((item) => item.id === ref.id)?.content ?? '';
  }
}

/** The configuration with one field set. */
export function writeSetting(config: SiteConfig, ref: SettingRef, value: SettingValue): SiteConfig {
  const styles = config.styles;
  switch (ref.kind) {
    case 'color':
      return { ...config, styles: { ...styles, colors: styles.colors.map((item) => (item.id === ref.id ? { ...item, value: String(value) } : item)) } };
    case 'button':
      return { ...config, styles: { ...styles, buttons: { ...styles.buttons, [ref.button]: { ...styles.buttons[ref.button], [ref.prop]: String(value) } } } };
    case 'spacing':
      return { ...config, styles: { ...styles, spacing: { ...styles.spacing, [ref.key]: Number(value) } } };
    case 'link':
      return { ...config, links: config.links.map((item) => (item.id === ref.id ? { ...item, url: String(value) } : item)) };
    case 'image':
      return { ...config, images: config.images.map((item) => (item.id === ref.id ? { ...item, url: String(value) } : item)) };
    case 'text':
      return { ...config, texts: config.texts.map((item) => (item.id === ref.id ? { ...item, content: String(value) } : item)) };
  }
}

/** What the site uses when nobody changed the field. */
export const defaultSetting = (ref: SettingRef): SettingValue => readSetting(DEFAULT_SITE_CONFIG, ref);

/** The key validateSiteConfig files the field's problem under (texts have none: any text is fine). */
export const errorKeyOf = (ref: SettingRef): string =>
  ref.kind === 'button' ? fieldKey.button(ref.button, ref.prop) : ref.kind === 'spacing' ? fieldKey.spacing(ref.key) : `${ref.kind}:${ref.id}`;

/** How the database's refusals name the kinds of field. */
const REFUSED_KINDS: Record<string, SettingRef['kind']> = { Colour: 'color', Spacing: 'spacing', Link: 'link', Image: 'image' };

/**
 * The field a refusal of the database names (its rules answer "Colour primary: …", "Button
 * primary textColor: …", "Spacing sectionPadding: …", "Link facebook: …", "Image logo: …") and
 * the database's own sentence, to show beside that field; undefined when it names none.
 */
export function refusedField(message: string): { key: string; sentence: string } | undefined {
  const named = /(Colour|Button|Spacing|Link|Image) (\S+?)(?: (\S+?))?: /.exec(message);
  if (!named) return undefined;
  const [, kind = '', first = '', second = ''] = named;
  const key = kind === 'Button' ? fieldKey.button(first as ConfigurableButton, (second || 'borderRadius') as keyof ButtonStyle) : `${REFUSED_KINDS[kind]}:${first}`;
  return { key, sentence: message.slice(named.index) };
}

/** The record of changes' paths in a settings row (nested, arrays keyed by id) to the field each one is. */
const RECORDED_PATHS: [RegExp, (first: string, second: string) => SettingRef][] = [
  [/^config\.styles\.colors\.([^.]+)\.value$/, (id) => ({ kind: 'color', id })],
  [/^config\.styles\.buttons\.([^.]+)\.([^.]+)$/, (button, prop) => ({ kind: 'button', button: button as ConfigurableButton, prop: prop as keyof ButtonStyle })],
  [/^config\.styles\.spacing\.([^.]+)$/, (key) => ({ kind: 'spacing', key: key as keyof SpacingSettings })],
  [/^config\.links\.([^.]+)\.url$/, (id) => ({ kind: 'link', id })],
  [/^config\.images\.([^.]+)\.(?:url|alt)$/, (id) => ({ kind: 'image', id })],
  [/^config\.texts\.([^.]+)\.content$/, (id) => ({ kind: 'text', id })],
];

/**
 * A recorded settings path (`config.texts.hero-title.content`) in the editor's words, section and
 * field: `Home: hero › Headline`; undefined for a path no field of the editor edits.
 */
export function settingLabel(path: string): string | undefined {
  if (path === 'section_order') return 'Home section order';
  for (const [pattern, refOf] of RECORDED_PATHS) {
    const match = pattern.exec(path);
    if (!match) continue;
    const key = errorKeyOf(refOf(match[1] ?? '', match[2] ?? ''));
    for (const section of SETTINGS_SECTIONS) {
      const field = section.groups.flatMap((group) => group.fields).find((item) => errorKeyOf(item) === key);
      if (field) return `${section.title} › ${field.label}${path.endsWith('.alt') ? ' (description)' : ''}`;
    }
  }
  return undefined;
}
