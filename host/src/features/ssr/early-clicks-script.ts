// The early-tap hand-over (docs/decisions/early-tap-hand-over.md): a served page paints long before
// React has its controls, and React 19 drops a click on a Suspense boundary still showing the
// server's HTML. Inline in every served page's head (built by host/build/inline-script-plugin.ts,
// allowed by its CSP hash), this holds such clicks until React has the control; links work natively.
import { HYDRATING_ATTRIBUTE, TYPED_EARLY_PROPERTY } from '@vaani/ui/hydration-names';

/** Dispatched on `document` once the host's shell has hydrated. */
export const SHELL_HYDRATED_EVENT = 'vaani:shell-hydrated';

const CONTROLS = 'button,[role=button],summary,input[type=checkbox],input[type=radio]';
/** How often a held click or typed value checks whether its control has hydrated. */
const POLL_MS = 50;
/** A click or typed value still unreplayed this long after it was made is dropped: the visitor has moved on. */
const GIVE_UP_MS = 15_000;
/** The keys that move between tabs (the ARIA tabs pattern): held like a click until the tabs are live. */
const TAB_KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
/** Fields whose typed value React must be told about once it has taken them over. */
const FIELDS = ['INPUT', 'TEXTAREA', 'SELECT'];

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** An element acted on, with its place under #root to find its successor if React replaced it. */
type Noted<T extends Element> = { t: T; p: number[]; at: number };

/**
 * A click on a control inside #root that React does not have yet (before the shell hydrated, or
 * in a region still marked) is held; the last one is replayed with `element.click()` once React
 * has it, or, if React rendered that part afresh, on the control at the same place with the same
 * tag and text. A field typed into meanwhile keeps its text but React's state never saw it: once
 * live, its value is set again through the prototype setter and announced with `input` (`change`
 * for a select), React's own value first so its change detection fires, before the held click.
 * Keys typed after React took the field over update the noted value (React resets a controlled
 * field whenever the form renders again). A press on a live control whose form still has such a
 * value is held too, or it would send React's empty form; so is a tab-moving key on a tab not live.
 * The form notes when it was first typed into (TYPED_EARLY_PROPERTY), for the lead's fill time.
 */
export default function holdEarlyClicks(): void {
  const d = document;
  let timer = 0;
  let shell = false;
  let held: (Noted<HTMLElement> & { k?: string }) | null = null;
  let typed: (Noted<Field> & { v: string })[] = [];

  const live = (e: Element) => shell && !e.closest(`[${HYDRATING_ATTRIBUTE}]`);
  const note = <T extends Element>(t: T): Noted<T> => {
    const p: number[] = [];
    for (let n: Element = t; n.id !== 'root'; n = n.parentElement!) p.unshift(Array.prototype.indexOf.call(n.parentElement!.children, n));
    return { t, p, at: Date.now() };
  };
  const at = <T extends Element>({ t, p }: Noted<T>): T | null => {
    if (t.isConnected) return t;
    let c: Element | null | undefined = d.getElementById('root');
    for (let i = 0; c && i < p.length; i += 1) c = c.children[p[i]!];
    return c && c.tagName === t.tagName ? (c as T) : null;
  };
  /** Whether a field of form `f` still has a typed value React has not been handed. */
  const pending = (f: HTMLFormElement | null | undefined) => !!f && typed.some((x) => at(x)?.form === f);
  const put = (c: Field, v: string) => {
    const set = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(c), 'value')!.set!;
    const kind = c.tagName === 'SELECT' ? 'change' : 'input';
    for (const value of kind === 'input' ? [v ? '' : ' ', v] : [v]) {
      set.call(c, value);
      c.dispatchEvent(new Event(kind, { bubbles: true }));
    }
  };

  const tick = () => {
    const now = Date.now();
    typed = typed.filter((x) => {
      const c = at(x);
      if (!c || now - x.at > GIVE_UP_MS) return false;
      if (!live(c)) return true;
      put(c, x.v);
      return false;
    });
    if (held && !typed.length) {
      const c = at(held);
      if (now - held.at > GIVE_UP_MS) held = null;
      else if (c && c.textContent === held.t.textContent && live(c)) {
        const { k } = held;
        held = null;
        if (!k) c.click();
        else {
          c.focus();
          c.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
        }
      }
    }
    if (!held && !typed.length) {
      clearInterval(timer);
      timer = 0;
    }
  };
  const run = () => {
    timer ||= window.setInterval(tick, POLL_MS);
  };
  const inRoot = (t: Element) => !!t.closest && !!t.closest('#root');

  const hold = (e: Event) => {
    const target = e.target as Element;
    const t = target.closest ? target.closest<HTMLElement>(CONTROLS) : null;
    if (!t || !inRoot(t) || t.closest('a[href]') || (live(t) && !pending((t as HTMLButtonElement).form))) return;
    e.preventDefault();
    e.stopPropagation();
    held = note(t);
    run();
  };
  const key = (e: KeyboardEvent) => {
    const t = e.target as HTMLElement;
    if (!inRoot(t) || t.getAttribute('role') !== 'tab' || live(t) || !TAB_KEYS.includes(e.key)) return;
    e.preventDefault();
    held = { ...note(t), k: e.key };
    run();
  };
  const type = (e: Event) => {
    const t = e.target as Field;
    if (!inRoot(t) || !FIELDS.includes(t.tagName) || /^(checkbox|radio)$/.test(t.type)) return;
    const was = typed.find((x) => x.t === t);
    if (live(t)) {
      if (was) was.v = t.value;
      return;
    }
    const form = t.form as (HTMLFormElement & Record<string, unknown>) | null;
    if (form && !form[TYPED_EARLY_PROPERTY]) form[TYPED_EARLY_PROPERTY] = performance.now();
    typed = [...typed.filter((x) => x !== was), { ...note(t), v: t.value }];
    run();
  };

  for (const [name, listener] of [['click', hold], ['keydown', key], ['input', type], ['change', type]] as const) d.addEventListener(name, listener as EventListener, true);
  d.addEventListener(SHELL_HYDRATED_EVENT, () => (shell = true));
}
