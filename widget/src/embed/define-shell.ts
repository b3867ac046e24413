import { invokeFunction } from '@vaani/data/functions';
import { reportVisitorError } from '@vaani/data/visitor-errors';
import { API_KEY_ATTRIBUTE, CONFIG_ATTRIBUTES, backendOf } from '../embed-contract.ts';
import { resolveLang } from '../element/lang.ts';
import type { EmbedTag, VaaniQueueCommand } from '../types.d.ts';
import { SHELL_CSS, createLauncher } from './launcher.ts';
import type * as Views from './mount-view.ts';
import { followVisualViewport } from './visual-viewport.ts';

type ViewMethod = Exclude<VaaniQueueCommand[0], 'warm'> | 'toggle';

/**
 * Imports the module that mounts views: standalone chunks (embed.js) or federated ones (our site),
 * told which element's view (in which `lang`) is wanted so it may fetch that view's chunks too.
 */
export type LoadViews = (tag: EmbedTag, lang: string | null) => Promise<typeof Views>;
type View = HTMLElement & Partial<Record<ViewMethod, () => void>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The get-secrets lookup, on the dependency-free functions client so the loader stays small: the
 * launcher appears once it settles. A failure yields empty keys: the panel shows the missing-keys notice.
 */
async function fetchWidgetKeys(element: Element) {
  const { data } = await invokeFunction<{ VAPI_API_KEY?: unknown; VAPI_AGENT_ID?: unknown } | null>(
    backendOf(element),
    'get-secrets',
    { keys: ['VAPI_API_KEY', 'VAPI_AGENT_ID'] },
  );
  return { apiKey: text(data?.VAPI_API_KEY), agentId: text(data?.VAPI_AGENT_ID) };
}

/**
 * Defines one public tag: the light element a page gets from /embed.js, a shadow root and, for the
 * voice widget, the launcher. On intent (the launcher hovered, focused or clicked, a method call,
 * `open`) it mounts the real element from `loadViews` inside, forwarding attributes and methods.
 */
export function defineShell(tag: EmbedTag, loadViews: LoadViews): void {
  // The methods the view answers, loading it first: every element opens; the voice widget also calls.
  const forwarded: readonly ViewMethod[] = tag === 'voice-widget' ? ['open', 'start', 'end', 'mute', 'unmute'] : ['open'];
  class EmbedShell extends HTMLElement {
    static readonly observedAttributes = [...CONFIG_ATTRIBUTES, 'open'];
    private readonly shadow = this.attachShadow({ mode: 'open' });
    /** Holds the launcher and the view; carries the visual viewport's box for them to follow. */
    private readonly root = document.createElement('div');
    private stopFollowing: (() => void) | undefined;
    private keys: ReturnType<typeof fetchWidgetKeys> | undefined;
    private view: Promise<View> | undefined;
    private mounted: View | undefined;

    constructor() {
      super();
      const style = document.createElement('style');
      style.textContent = SHELL_CSS;
      this.shadow.append(style, this.root);
      for (const method of forwarded) Object.assign(this, { [method]: () => this.call(method) });
    }

    connectedCallback() {
      // Not in the constructor: a parser-created element gets its attributes only after it.
      if (tag === 'voice-widget' && !this.keys) {
        this.keys = fetchWidgetKeys(this);
        void this.keys.then(() => this.showLauncher());
      }
      this.stopFollowing ??= followVisualViewport(this.root);
      if (this.hasAttribute('open')) this.call('open');
    }

    disconnectedCallback() {
      this.stopFollowing?.();
      this.stopFollowing = undefined;
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      if (name === 'open') {
        if (value !== null && this.isConnected) this.call('open');
        return;
      }
      if (this.mounted) void this.sync(this.mounted);
    }

    close() {
      if (this.view) this.call('close');
    }

    /** Loads the view ahead of a likely open (hover or focus on a control that opens it). */
    warm() {
      void this.load();
    }

    private call(method: ViewMethod) {
      void this.load().then((view) => view[method]?.());
    }

    private load(): Promise<View> {
      const lang = this.getAttribute('lang');
      if (this.view) return this.view;
      this.view = loadViews(tag, lang).then(async ({ mountView }) => {
        const view = await mountView(tag, lang);
        // Connected before any attribute is set: r2wc renders on every attribute change, and a
        // synchronous renderer (Preact, in the partner bundles) must not render into a detached root.
        this.root.append(view);
        this.mounted = view;
        await this.sync(view);
        return view;
      });
      // A chunk that did not load (a CDN or network failure) is reported; the element stays closed.
      this.view.catch((error: unknown) => reportVisitorError(backendOf(this), error, `${location.origin} <${tag}>`));
      return this.view;
    }

    /** Copies our configuration onto the inner element; the fetched keys unless the page set agent-id. */
    private async sync(view: View) {
      for (const name of CONFIG_ATTRIBUTES) {
        const value = this.getAttribute(name);
        if (value === null) view.removeAttribute(name);
        else view.setAttribute(name, value);
      }
      if (!this.keys) return;
      const { apiKey, agentId } = await this.keys;
      view.setAttribute(API_KEY_ATTRIBUTE, apiKey);
      view.setAttribute('agent-id', this.getAttribute('agent-id') || agentId);
    }

    private showLauncher() {
      const launcher = createLauncher(this.getAttribute('primary-color'), resolveLang(this.getAttribute('lang'), false));
      const preload = () => void this.load();
      launcher.addEventListener('pointerenter', preload);
      launcher.addEventListener('focus', preload);
      launcher.addEventListener('click', () => this.call('toggle'));
      // The launcher belongs to the open panel as much as its own controls: Escape on it closes too.
      launcher.addEventListener('keydown', (event) => {
        if (event.key === 'Escape' && launcher.getAttribute('aria-expanded') === 'true') this.close();
      });
      this.addEventListener('vaani:open', () => launcher.setAttribute('aria-expanded', 'true'));
      this.addEventListener('vaani:close', () => {
        launcher.setAttribute('aria-expanded', 'false');
        // Focus was inside the closing panel: give it back to the button that opened it.
        if (this.shadow.activeElement && this.shadow.activeElement !== launcher) launcher.focus();
      });
      this.root.append(launcher);
    }
  }

  customElements.define(tag, EmbedShell);
}
