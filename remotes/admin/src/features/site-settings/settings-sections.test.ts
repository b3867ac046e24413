import { DEFAULT_SITE_CONFIG } from '@vaani/stores';
import { describe, expect, it } from 'vitest';
import { allFields, settingPath } from './settings-sections.ts';
import { readSetting, refusedField, writeSetting } from './setting-values.ts';

describe('the site settings sections', () => {
  it('give every setting of the site exactly one place, with a label and a hint', () => {
    const { styles, links, images, texts } = DEFAULT_SITE_CONFIG;
    const settings = [
      ...styles.colors.map((item) => `styles.colors.${item.id}.value`),
      ...Object.entries(styles.buttons).flatMap(([button, style]) => Object.keys(style).map((prop) => `styles.buttons.${button}.${prop}`)),
      ...Object.keys(styles.spacing).map((key) => `styles.spacing.${key}`),
      ...links.map((item) => `links.${item.id}.url`),
      ...images.map((item) => `images.${item.id}.url`),
      ...texts.map((item) => `texts.${item.id}.content`),
    ];
    const placed = allFields().map((field) => field.path);
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
    ['Failed to publish: Colour primary: enter a color such as #1e293b, rgb(30, 41, 59) or transparent', settingPath.color('primary')],
    ['Button outline textColor: enter a color such as #1e293b, rgb(30, 41, 59) or transparent', settingPath.button('outline', 'textColor')],
    ['Button primary borderRadius: enter a size such as 8px, 0.5rem or 50%', settingPath.button('primary', 'borderRadius')],
    ['Spacing sectionPadding: enter a whole number of pixels, 0 or more', settingPath.spacing('sectionPadding')],
    ['Link linkedin: enter a full address starting with https:// or a path starting with /', settingPath.link('linkedin')],
    ['Image logo: enter an image address starting with https:// or a path starting with /', settingPath.image('logo')],
  ])('%j is shown beside the field it names, in its own words', (message, key) => {
    expect(refusedField(message)).toEqual({ key, sentence: message.replace('Failed to publish: ', '') });
  });

  it('name no field when the refusal is about something else', () => {
    expect(refusedField('Failed to publish: permission denied for table site_settings')).toBeUndefined();
  });
});
