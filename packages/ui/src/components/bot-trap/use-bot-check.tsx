import { HONEYPOT_FIELD, type BotCheck } from '@vaani/validation';
import { useCallback, useRef, type ReactElement } from 'react';

// Off the screen rather than display: none, which form-filling bots know to skip; out of the tab
// order and hidden from assistive technology, so a person never meets it.
const OFF_SCREEN = { position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' } as const;

/**
 * A lead form's invisible checks (issue 26): render `trap` inside the form and send `read()` with
 * the lead. The time counts from when the trap first appeared in this component's life, so a
 * person who comes back to the form (Try Again) is never held to a new count, and nobody waits.
 */
export function useBotCheck(): { trap: ReactElement; read: () => BotCheck } {
  const state = useRef<{ field: HTMLInputElement | null; shownAt: number | null }>({ field: null, shownAt: null });
  const attach = useCallback((field: HTMLInputElement | null) => {
    state.current.field = field;
    if (field && state.current.shownAt === null) state.current.shownAt = performance.now();
  }, []);
  const read = useCallback((): BotCheck => {
    const { field, shownAt } = state.current;
    return { honeypot: field?.value ?? '', fill_ms: Math.round(performance.now() - (shownAt ?? performance.now())) };
  }, []);
  const trap = (
    <div aria-hidden="true" style={OFF_SCREEN}>
      <label>
        Website
        <input ref={attach} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
  return { trap, read };
}
