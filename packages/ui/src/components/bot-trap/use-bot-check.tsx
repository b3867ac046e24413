import { HONEYPOT_FIELD, type BotCheck, type LeadChecks } from '@vaani/validation';
import { useCallback, useRef, type ReactElement } from 'react';
import { TYPED_EARLY_PROPERTY } from '../../server/hydration-mark.tsx';
import { TURNSTILE_SITE_KEY } from './turnstile-config.ts';
import type { TurnstileTokens } from './turnstile-tokens.ts';

// Off the screen rather than display: none, which form-filling bots know to skip; out of the tab
// order and hidden from assistive technology, so a person never meets it.
const OFF_SCREEN = { position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' } as const;

/** The longest a sent lead waits for its Turnstile token; then it goes without one (stored unverified). */
export const TURNSTILE_WAIT_MS = 2000;

/** What shows a visitor means to use the form: Turnstile's script loads on the first of these, not before. */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * A lead form's invisible checks (issue 26): render `trap` inside the form and send `read()` with
 * the lead. The time counts from when the trap first appeared in this component's life, so a
 * person who comes back to the form (Try Again) is never held to a new count, and nobody waits.
 * With a Turnstile site key built in, the first sign of intent in the form (focus, a tap, a key)
 * loads Cloudflare's script and readies a token; `read().turnstileToken()` waits for it at most
 * TURNSTILE_WAIT_MS (`siteKey` is the build's, given for stories and tests).
 */
export function useBotCheck(siteKey = TURNSTILE_SITE_KEY): { trap: ReactElement; read: () => LeadChecks } {
  const state = useRef<{ field: HTMLInputElement | null; shownAt: number | null; tokens: Promise<TurnstileTokens> | null }>({
    field: null,
    shownAt: null,
    tokens: null,
  });

  const startTurnstile = useCallback((): Promise<TurnstileTokens> | null => {
    const { tokens } = state.current;
    if (tokens || !siteKey) return tokens;
    state.current.tokens = import('./turnstile-tokens.ts').then(({ turnstileTokens }) => turnstileTokens(siteKey));
    return state.current.tokens;
  }, [siteKey]);

  // The trap appearing starts the clock, or earlier the first key typed into the served form before
  // React took it over (on a slow phone a person may have typed it all by then); the form it sits
  // in is watched for intent until it goes (a dialog's form comes and goes with the dialog: a new
  // form gets a new widget).
  const attach = useCallback(
    (trap: HTMLDivElement | null) => {
      if (!trap) return undefined;
      state.current.field = trap.querySelector('input');
      const area = state.current.field?.form ?? trap.parentElement;
      const typedEarly = (area as { [TYPED_EARLY_PROPERTY]?: number } | null)?.[TYPED_EARLY_PROPERTY];
      state.current.shownAt ??= Math.min(performance.now(), typedEarly ?? Infinity);
      const onIntent = () => void startTurnstile();
      if (siteKey && area) {
        if (area.matches(':focus-within')) onIntent();
        for (const name of INTENT_EVENTS) area.addEventListener(name, onIntent, { once: true, passive: true });
      }
      return () => {
        for (const name of INTENT_EVENTS) area?.removeEventListener(name, onIntent);
        void state.current.tokens?.then((tokens) => tokens.dispose());
        Object.assign(state.current, { field: null, tokens: null });
      };
    },
    [siteKey, startTurnstile],
  );

  const turnstileToken = useCallback(async (): Promise<string | undefined> => {
    const tokens = startTurnstile();
    if (!tokens) return undefined;
    const deadline = performance.now() + TURNSTILE_WAIT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUp = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), TURNSTILE_WAIT_MS);
    });
    try {
      return await Promise.race([tokens.then((ready) => ready.take(deadline)), giveUp]);
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }, [startTurnstile]);

  const read = useCallback((): LeadChecks => {
    const { field, shownAt } = state.current;
    const check: BotCheck = { honeypot: field?.value ?? '', fill_ms: Math.round(performance.now() - (shownAt ?? performance.now())) };
    return { check, turnstileToken };
  }, [turnstileToken]);

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
