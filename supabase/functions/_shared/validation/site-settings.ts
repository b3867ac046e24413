/**
 * The rules a site-settings value must pass before it is stored (the database checks the same
 * patterns in `site_settings_problem` and `is_web_address`, migration 20261127002003) and before it reaches a theme or a
 * link. A value that passes can neither end a `<style>` element nor a CSS declaration, nor run
 * as a `javascript:` link. `site-settings-rules.test.ts` holds the two sides to one answer.
 */
const SITE_SETTINGS_PATTERNS = {
  color: String.raw`^(#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})|(rgb|rgba|hsl|hsla)\(\s*[0-9.]+%?\s*,?\s*[0-9.]+%?\s*,?\s*[0-9.]+%?\s*([,/]\s*[0-9.]+%?\s*)?\)|transparent)$`,
  size: String.raw`^[0-9]+(\.[0-9]+)?(px|rem|em|%)$`,
  // A path on this site (never "//host" or "/\host", which browsers read as another site), or
  // an http(s) address with a host; no spaces, quotes or angle brackets anywhere.
  link: String.raw`^(/([^/\\\s"'<>][^\s\\"'<>]*)?|https?://[^/\\\s"'<>?#]+([/?#][^\s\\"'<>]*)?)$`,
} as const;

const color = new RegExp(SITE_SETTINGS_PATTERNS.color, 'i');
const size = new RegExp(SITE_SETTINGS_PATTERNS.size);
const link = new RegExp(SITE_SETTINGS_PATTERNS.link, 'i');

/** A CSS colour: hex, rgb(a)/hsl(a) with numbers only, or transparent. */
export const isCssColor = (value: unknown): value is string => typeof value === 'string' && color.test(value.trim());

/** A CSS length: a number with px, rem, em or %. */
export const isCssSize = (value: unknown): value is string => typeof value === 'string' && size.test(value.trim());

/** The longest link or image address stored (a settings value had no cap). */
const LINK_MAX_LENGTH = 2048;

/** A link: a path on this site or an http(s) address, at most LINK_MAX_LENGTH characters. */
export const isSiteLink = (value: unknown): value is string => typeof value === 'string' && value.length <= LINK_MAX_LENGTH && link.test(value.trim());

/** A spacing value: a whole number of pixels, 0 or more. */
export const isSpacing = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
