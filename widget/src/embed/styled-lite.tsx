// The part of styled-components' API our views use, on stylis (the parser styled-components uses),
// for the partner bundles only (widget/vite.config.ts maps `styled-components` here): the library
// weighs 8 KB gzip, a quarter of what a first open may cost on a partner page. Our site, the admin
// and Storybook keep it; e2e/widget runs on this build. Not goober (1 KB): its API differs and it
// orders rules by render. As styled-components does: one class per distinct set of rules, injected
// once into the StyleSheetManager's target; rules in the order the components were defined, so a
// wrapper's win over the wrapped component's; `$`-props kept off the element.
import { compile, serialize, stringify } from 'stylis';
import { createContext, forwardRef, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type * as StyledComponents from 'styled-components';

type Theme = Record<string, unknown>;
type Props = Record<string, unknown> & { theme?: Theme; className?: string; children?: ReactNode };
type Interpolation = unknown;

const NO_THEME: Theme = {};
const ThemeContext = createContext<Theme | undefined>(undefined);
const TargetContext = createContext<Node | undefined>(undefined);

/** A short stable name for a text (djb2). */
function hash(text: string): string {
  let value = 5381;
  for (let index = 0; index < text.length; index += 1) value = (value * 33) ^ text.charCodeAt(index);
  return (value >>> 0).toString(36);
}

/** Per target: its <style>, and how many rules each component (a group, in definition order) holds. */
interface Sheet {
  style: HTMLStyleElement;
  counts: number[];
  inserted: Set<string>;
}

const sheets = new WeakMap<Node, Sheet>();

function sheetOf(target: Node): Sheet {
  let sheet = sheets.get(target);
  if (!sheet) {
    const style = document.createElement('style');
    target.appendChild(style);
    sheet = { style, counts: [], inserted: new Set() };
    sheets.set(target, sheet);
  }
  return sheet;
}

let nextGroup = 0;

/** Injects `css` once per target under `key`, after every rule of the groups defined before. */
function inject(target: Node | undefined, group: number, key: string, css: () => string): void {
  const sheet = sheetOf(target ?? document.head);
  if (sheet.inserted.has(key)) return;
  sheet.inserted.add(key);
  const cssom = sheet.style.sheet;
  let index = sheet.counts.slice(0, group + 1).reduce((sum, count) => sum + (count ?? 0), 0);
  // One top-level rule (nesting and `&` resolved) at a time, as insertRule takes them.
  for (const rule of compile(css()).map((element) => serialize([element], stringify))) {
    try {
      // Not yet in a document (no CSSOM): one text node per rule, in the same order.
      if (cssom) cssom.insertRule(rule, index);
      else sheet.style.insertBefore(document.createTextNode(rule), sheet.style.childNodes[index] ?? null);
      index += 1;
      sheet.counts[group] = (sheet.counts[group] ?? 0) + 1;
    } catch {
      // A rule this browser cannot parse (another engine's prefix): skipped, as styled-components does.
    }
  }
}

class Keyframes {
  constructor(
    readonly name: string,
    readonly rules: readonly Interpolation[],
  ) {}
}

interface Layer {
  group: number;
  id: string;
  rules: readonly Interpolation[];
}

/** Per component made here, its layers and what it renders, for styled(styled.x) to fold. */
const made = new WeakMap<object, { layers: readonly Layer[]; element: unknown }>();

/** The rules as text: functions called with the props and theme, keyframes injected by name. */
function flatten(chunk: Interpolation, context: Props, target: Node | undefined, group: number, out: string[] = []): string[] {
  if (chunk === undefined || chunk === null || chunk === false || chunk === '') return out;
  if (Array.isArray(chunk)) chunk.forEach((item) => flatten(item, context, target, group, out));
  else if (typeof chunk === 'function') flatten((chunk as (context: Props) => Interpolation)(context), context, target, group, out);
  else if (chunk instanceof Keyframes) {
    inject(target, group, chunk.name, () => `@keyframes ${chunk.name}{${flatten(chunk.rules, context, target, group).join('')}}`);
    out.push(chunk.name);
  } else out.push(String(chunk as string | number));
  return out;
}

/** The template's strings with its interpolations between them, as styled-components' css`` returns. */
function cssLite(strings: TemplateStringsArray, ...interpolations: Interpolation[]): Interpolation[] {
  return strings.flatMap((text, index) => (index < interpolations.length ? [text, interpolations[index]] : [text]));
}

let nextKeyframes = 0;

function keyframesLite(strings: TemplateStringsArray, ...interpolations: Interpolation[]): Keyframes {
  nextKeyframes += 1;
  return new Keyframes(`vk${nextKeyframes.toString(36)}`, cssLite(strings, ...interpolations));
}

function createStyled(tag: unknown, rules: readonly Interpolation[]) {
  const group = nextGroup++;
  const own: Layer = { group, id: `v${group.toString(36)}`, rules };
  // styled(styled.x): one component on x with both sets of rules, the extension's later.
  const inner = made.get(tag as object);
  const layers = inner ? [...inner.layers, own] : [own];
  const element = inner ? inner.element : tag;
  const Styled = forwardRef<unknown, Props>((props, ref) => {
    const outer = useContext(ThemeContext);
    const target = useContext(TargetContext);
    const context: Props = { ...props, theme: (props.theme as Theme | undefined) ?? outer ?? NO_THEME };
    const classes = layers.map(({ group: layerGroup, id, rules: layerRules }) => {
      const text = flatten(layerRules, context, target, layerGroup).join('');
      const name = `${id}-${hash(text)}`;
      inject(target, layerGroup, name, () => `.${name}{${text}}`);
      return `${id} ${name}`;
    });
    const forwarded: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(props)) {
      if (value !== undefined && key[0] !== '$' && key !== 'theme') forwarded[key] = value;
    }
    const Element = element as ComponentType<Record<string, unknown>>;
    return <Element {...forwarded} ref={ref} className={[...classes, props.className].filter(Boolean).join(' ')} />;
  });
  made.set(Styled, { layers, element });
  return Styled;
}

const construct = (tag: unknown) => (strings: TemplateStringsArray, ...interpolations: Interpolation[]) =>
  createStyled(tag, cssLite(strings, ...interpolations));

const styledLite = new Proxy(construct, { get: (_construct, tag: string) => construct(tag) });

/** Rules for the whole target (a shadow root's :host, resets), injected while rendered. */
function createGlobalStyleLite(strings: TemplateStringsArray, ...interpolations: Interpolation[]) {
  const group = nextGroup++;
  const rules = cssLite(strings, ...interpolations);
  return function GlobalStyle(props: Props) {
    const theme = useContext(ThemeContext) ?? NO_THEME;
    const target = useContext(TargetContext);
    const text = flatten(rules, { ...props, theme }, target, group).join('');
    inject(target, group, `g${group}-${hash(text)}`, () => text);
    return null;
  };
}

function ThemeProviderLite({ theme, children }: { theme: Theme | ((outer: Theme | undefined) => Theme); children?: ReactNode }) {
  const outer = useContext(ThemeContext);
  const value = useMemo(() => (typeof theme === 'function' ? theme(outer) : { ...outer, ...theme }), [theme, outer]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** Where the styles go: the element's shadow root, else the document's head. */
function StyleSheetManagerLite({ target, children }: { target?: Node | undefined; children?: ReactNode }) {
  return <TargetContext.Provider value={target}>{children}</TargetContext.Provider>;
}

// Typed as the library's own: the views are written against styled-components, and this stands in
// for the part of it they use.
export default styledLite as unknown as typeof StyledComponents.default;
export const css = cssLite as unknown as typeof StyledComponents.css;
export const keyframes = keyframesLite as unknown as typeof StyledComponents.keyframes;
export const createGlobalStyle = createGlobalStyleLite as unknown as typeof StyledComponents.createGlobalStyle;
export const ThemeProvider = ThemeProviderLite as unknown as typeof StyledComponents.ThemeProvider;
export const StyleSheetManager = StyleSheetManagerLite as unknown as typeof StyledComponents.StyleSheetManager;
