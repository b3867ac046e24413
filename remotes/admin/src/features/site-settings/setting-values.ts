import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@vaani/stores';
import { SETTINGS_SECTIONS, settingPath, type SettingField } from './settings-sections.ts';

export type SettingValue = string | number;

type Node = Record<string, unknown> | { id: string }[];

/** One step down a setting's path: a keyed list's item is found by its id. */
const child = (node: unknown, key: string): unknown => (Array.isArray(node) ? node.find((item: { id: string }) => item.id === key) : (node as Record<string, unknown> | undefined)?.[key]);

/** The value a field shows; a setting missing from an older saved configuration reads as empty. */
export const readSetting = (config: SiteConfig, field: SettingField): SettingValue => (field.path.split('.').reduce(child, config) ?? '') as SettingValue;

const put = (node: Node, [key = '', ...rest]: string[], value: SettingValue): Node =>
  Array.isArray(node)
    ? node.map((item) => (item.id === key ? put(item as Node, rest, value) : item)) as Node
    : { ...node, [key]: rest.length > 0 ? put(node[key] as Node, rest, value) : value };

export const writeSetting = (config: SiteConfig, field: SettingField, value: SettingValue): SiteConfig => put(config as unknown as Node, field.path.split('.'), value) as unknown as SiteConfig;

export const defaultSetting = (field: SettingField): SettingValue => readSetting(DEFAULT_SITE_CONFIG, field);

/** How the database's refusals name the kinds of field. */
const REFUSED_KINDS: Record<string, (first: string, second: string) => string> = {
  Colour: settingPath.color,
  // A button's corner rounding is refused as "Button primary: …".
  Button: (button, prop) => settingPath.button(button, prop || 'borderRadius'),
  Spacing: settingPath.spacing,
  Link: settingPath.link,
  Image: settingPath.image,
};

/** The field a database refusal names ("Colour primary: …"), and its sentence to show beside it. */
export function refusedField(message: string): { key: string; sentence: string } | undefined {
  const named = /(Colour|Button|Spacing|Link|Image) (\S+?)(?: (\S+?))?: /.exec(message);
  if (!named) return undefined;
  const [, kind = '', first = '', second = ''] = named;
  return { key: REFUSED_KINDS[kind]!(first, second), sentence: message.slice(named.index) };
}

/** A recorded settings path in the editor's words (`Home: hero › Headline`), if the editor edits it. */
export function settingLabel(path: string): string | undefined {
  if (path === 'section_order') return 'Home section order';
  // An image's description is recorded beside its address, and edited with it.
  const key = path.replace(/^config\./, '').replace(/^(images\.[^.]+)\.alt$/, '$1.url');
  for (const section of SETTINGS_SECTIONS) {
    const field = section.groups.flatMap((group) => group.fields).find((item) => item.path === key);
    if (field) return `${section.title} › ${field.label}${path.endsWith('.alt') ? ' (description)' : ''}`;
  }
  return undefined;
}
