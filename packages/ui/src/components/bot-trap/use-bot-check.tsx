import { HONEYPOT_FIELD, type LeadChecks } from '@vaani/validation';
import { useCallback, useRef, type ReactElement } from 'react';
import { TYPED_EARLY_PROPERTY } from '../../server/hydration-names.ts';
import { TURNSTILE_SITE_KEY } from './turnstile-config.ts';
import type { TurnstileTokens } from './turnstile-tokens.ts';

// Off the screen rather than display: none, which form-filling bots know to skip; out of the tab
// order and hidden from assistive technology, so a person never meets it.
const OFF_SCREEN = { position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' } as const;

/** The longest a sent lead waits for its Turnstile token; then it goes without one (stored unverified). */
export const TURNSTILE_WAIT_MS = 2000;

/** What shows a visitor means to use the form: Turnstile's script loads on the first of these, not before. */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

export interface BotCheckState {
  trap: ReactElement;
  read: () => LeadChecks;
}

/**
 * A lead form's invisible checks (issue 26): render `trap` inside the form and send `read()` with
 * the lead. The time counts from when the trap first appeared in this component's life, so a
 * person who comes back to the form (Try Again, or a dialog opened again when the hook lives in
 * what outlasts it) is never timed from then, and nobody waits.
 * With a Turnstile site key built in, the first sign of intent in the form (focus, a tap, a key)
 * loads Cloudflare's script and readies a token; `read().turnstileToken()` waits for it at most
 * TURNSTILE_WAIT_MS (`siteKey` is the build's, given for stories and tests).
 */
export function useBotCheck(siteKey = TURNSTILE_SITE_KEY): BotCheckState {
  const state = useRef<{ field: HTMLInputElement | null; shownAt?: number; tokens?: Promise<TurnstileTokens> }>({ field: null });

  /** The form's Turnstile tokens, started by the first call (none without a site key). */
  const startTurnstile = useCallback(
    () => (siteKey ? (state.current.tokens ??= import('./turnstile-tokens.ts').then(({ turnstileTokens }) => turnstileTokens(siteKey))) : undefined),
    [siteKey],
  );

  // The trap appearing starts the clock, or earlier the first key typed into the served form before
  // React took it over (on a slow phone a person may have typed it all by then); the form it sits
  // in is watched for intent until it goes (a dialog's form comes and goes with the dialog: a new
  // form gets a new widget).
  const attach = useCallback(
    (trap: HTMLDivElement | null) => {
      if (!trap) return undefined;
      const current = state.current;
      current.field = trap.querySelector('input');
      const area = current.field?.form ?? trap.parentElement;
      const typedEarly = (area as { [TYPED_EARLY_PROPERTY]?: number } | null)?.[TYPED_EARLY_PROPERTY];
      current.shownAt ??= Math.min(performance.now(), typedEarly ?? Infinity);
      if (siteKey && area) {
        if (area.matches(':focus-within')) void startTurnstile();
        for (const name of INTENT_EVENTS) area.addEventListener(name, startTurnstile, { once: true, passive: true });
      }
      return () => {
        for (const name of INTENT_EVENTS) area?.removeEventListener(name, startTurnstile);
        void current.tokens?.then((tokens) => tokens.dispose());
        current.field = null;
        current.tokens = undefined;
      };
    },
    [siteKey, startTurnstile],
  );

  // A sent lead's token: the ready one, or none once TURNSTILE_WAIT_MS have passed (loading included).
  const turnstileToken = (): Promise<string | undefined> => {
    const tokens = startTurnstile();
    if (!tokens) return Promise.resolve(undefined);
    const deadline = performance.now() + TURNSTILE_WAIT_MS;
    const giveUp = new Promise<undefined>((resolve) => setTimeout(resolve, TURNSTILE_WAIT_MS));
    return Promise.race([tokens.then((ready) => ready.take(deadline)), giveUp]).catch(() => undefined);
  };

  const read = (): LeadChecks => {
    const { field, shownAt = performance.now() } = state.current;
    return { check: { honeypot: field?.value ?? '', fill_ms: Math.round(performance.now() - shownAt) }, turnstileToken };
  };

  const trap = (
    <div ref={attach} aria-hidden="true" style={OFF_SCREEN}>
      <label>
        Website
        <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
  return { trap, read };
}
