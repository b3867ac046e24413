import { DEFAULT_SITE_CONFIG } from '@vaani/stores';
import { describe, expect, it } from 'vitest';
import { allFields } from './settings-sections.ts';
import { readSetting, refusedField, writeSetting } from './setting-values.ts';
import { fieldKey } from './validate-site-config.ts';

const keyOf = (field: ReturnType<typeof allFields>[number]) =>
  field.kind === 'button' ? `button:${field.button}:${field.prop}` : field.kind === 'spacing' ? `spacing:${field.key}` : `${field.kind}:${field.id}`;

describe('the site settings sections', () => {
  it('give every setting of the site exactly one place, with a label and a hint', () => {
    const { styles, links, images, texts } = DEFAULT_SITE_CONFIG;
    const settings = [
      ...styles.colors.map((item) => `color:${item.id}`),
      ...Object.entries(styles.buttons).flatMap(([button, style]) => Object.keys(style).map((prop) => `button:${button}:${prop}`)),
      ...Object.keys(styles.spacing).map((key) => `spacing:${key}`),
      ...links.map((item) => `link:${item.id}`),
      ...images.map((item) => `image:${item.id}`),
      ...texts.map((item) => `text:${item.id}`),
    ];
    const placed = allFields().map(keyOf);
    expect([...placed].sort()).toEqual([...settings].sort());
    for (const field of allFields()) {
      // No raw field names such as primaryButtonText.
      expect(field.label).not.toMatch(/\b[a-z]+[A-Z]/);
      expect(field.hint).toMatch(/\.$/);
    }
  });

  it('read and write each field of a configuration', () => {
    for (const field of allFields()) {
      const value = field.kind === 'spacing' ? 7 : 'changed';
      expect(readSetting(writeSetting(DEFAULT_SITE_CONFIG, field, value), field)).toBe(value);
    }
  });
});

describe("the database's refusals", () => {
  it.each([
    ['Failed to publish: Colour primary: enter a color such as #1e293b, rgb(30, 41, 59) or transparent', fieldKey.color('primary')],
    ['Button outline textColor: enter a color such as #1e293b, rgb(30, 41, 59) or transparent', fieldKey.button('outline', 'textColor')],
    ['Button primary borderRadius: enter a size such as 8px, 0.5rem or 50%', fieldKey.button('primary', 'borderRadius')],
    ['Spacing sectionPadding: enter a whole number of pixels, 0 or more', fieldKey.spacing('sectionPadding')],
    ['Link linkedin: enter a full address starting with https:// or a path starting with /', fieldKey.link('linkedin')],
    ['Image logo: enter an image address starting with https:// or a path starting with /', fieldKey.image('logo')],
  ])('%j is shown beside the field it names, in its own words', (message, key) => {
    expect(refusedField(message)).toEqual({ key, sentence: message.replace('Failed to publish: ', '') });
  });

  it('name no field when the refusal is about something else', () => {
    expect(refusedField('Failed to publish: permission denied for table site_settings')).toBeUndefined();
  });
});
