// Cloudflare Turnstile's invisible tokens for one lead form (issue 26), loaded only once the
// visitor shows intent. A small loader instead of @marsidev/react-turnstile: that library is
// 2.5 KB gzip of React component that renders and loads on mount, with no bounded "a token or
// nothing" step; a form here needs exactly that step, one widget per form, and nothing on the page
// until intent.
import { TURNSTILE_ORIGIN } from './turnstile-config.ts';

/** The part of Cloudflare's `window.turnstile` this uses (explicit rendering). */
export interface TurnstileApi {
  render(container: HTMLElement, params: Record<string, unknown>): string | undefined;
  execute(widget: string): void;
  reset(widget: string): void;
  remove(widget: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

export const TURNSTILE_SCRIPT_URL = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;

let loading: Promise<TurnstileApi> | undefined;

/** Cloudflare's script, once per page (another copy of this module may have added it already). */
function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.querySelector<HTMLScriptElement>(`script[src="${TURNSTILE_SCRIPT_URL}"]`) ?? document.createElement('script');
    script.addEventListener('load', () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start'))));
    script.addEventListener('error', () => {
      // Gone, so the next form's intent tries again with a script of its own.
      script.remove();
      reject(new Error('Turnstile could not be loaded'));
    });
    if (!script.isConnected) {
      script.src = TURNSTILE_SCRIPT_URL;
      script.async = true;
      document.head.append(script);
    }
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const OFF_SCREEN = 'position:absolute;left:-10000px;top:0;width:1px;height:1px;overflow:hidden';

/**
 * The widget's own off-screen box in the page's body, not in the form: the token the demo-call
 * dialog takes second is still being made when the dialog has moved on to its success view (a
 * widget removed from the document makes no token), and a form in an element's shadow root stays
 * out of it (Turnstile does not document rendering inside one; authentik found its visible widget
 * failing there, goauthentik/authentik#9045).
 */
function offScreenBox(): HTMLElement {
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText = OFF_SCREEN;
  document.body.append(box);
  return box;
}

export interface TurnstileTokens {
  /** A fresh single-use token, or undefined once `deadline` (performance.now()) passes without one. */
  take(deadline: number): Promise<string | undefined>;
  /** The form is gone: the widget goes once the requests already waiting for a token have theirs. */
  dispose(): void;
}

/**
 * Renders an invisible widget and keeps one token ready: each `take` hands over the ready token
 * (or the next, until its deadline) and asks for another, as a token is good for one check (the
 * demo-call dialog takes one for save_lead, one for demo-call). When the script fails or Cloudflare
 * reports an error, takers get undefined at once: the lead goes unverified; nobody is held up.
 */
export function turnstileTokens(siteKey: string): TurnstileTokens {
  let ready: string | undefined;
  let failed = false;
  let disposed = false;
  let removed = false;
  let container: HTMLElement | undefined;
  let api: TurnstileApi | undefined;
  let widget: string | undefined;
  const waiting: Array<(token: string | undefined) => void> = [];

  const remove = () => {
    if (removed || waiting.length > 0) return;
    removed = true;
    if (api && widget !== undefined) api.remove(widget);
    container?.remove();
  };
  const renew = () => {
    if (disposed && waiting.length === 0) remove();
    if (!api || widget === undefined || removed) return;
    api.reset(widget);
    api.execute(widget);
  };
  const settleAll = (token: string | undefined) => {
    waiting.splice(0).forEach((settle) => settle(token));
    if (disposed) remove();
  };
  const fail = () => {
    failed = true;
    settleAll(undefined);
  };

  loadTurnstile()
    .then((loaded) => {
      if (disposed && waiting.length === 0) {
        removed = true;
        return;
      }
      api = loaded;
      container = offScreenBox();
      widget = loaded.render(container, {
        sitekey: siteKey,
        execution: 'execute',
        appearance: 'interaction-only',
        // The token goes in the request body, not into a hidden input of the form.
        'response-field': false,
        callback: (token: string) => {
          failed = false;
          const taker = waiting.shift();
          if (taker) {
            taker(token);
            renew();
          } else ready = token;
        },
        'error-callback': fail,
        'expired-callback': () => {
          ready = undefined;
          renew();
        },
      });
      if (widget === undefined) fail();
      else loaded.execute(widget);
    })
    .catch((error: unknown) => {
      console.warn('[turnstile] no token for this form', error instanceof Error ? error.message : error);
      fail();
    });

  return {
    take(deadline) {
      if (ready !== undefined) {
        const token = ready;
        ready = undefined;
        renew();
        return Promise.resolve(token);
      }
      if (failed || removed) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        const settle = (token: string | undefined) => {
          clearTimeout(timer);
          resolve(token);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(settle), 1);
          resolve(undefined);
          if (disposed) remove();
        }, Math.max(0, deadline - performance.now()));
        waiting.push(settle);
      });
    },
    dispose() {
      disposed = true;
      remove();
    },
  };
}
