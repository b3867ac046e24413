import { LAUNCHER_Z_INDEX } from '../embed-contract.ts';
import type { Lang } from '../element/lang.ts';

/**
 * The shell's own styles. `all: initial !important` on :host beats any page rule on our element (a
 * shadow root's important rules win), so a partner's `* { all: unset }` or huge fonts never reach us.
 * The default primary (#1e293b) matches the panel header before React loads; placed against the
 * visual viewport (visual-viewport.ts), no overflowing or zoomed page pushes the launcher away.
 */
export const SHELL_CSS = `:host{all:initial!important}
.launcher{all:initial;position:fixed;left:calc(var(--vaani-vv-left,0px) + var(--vaani-vv-width,100vw) - 24px);top:calc(var(--vaani-vv-top,0px) + var(--vaani-vv-height,100vh) - 24px);translate:-100% -100%;z-index:${LAUNCHER_Z_INDEX};display:flex;align-items:center;justify-content:center;box-sizing:border-box;width:60px;height:60px;border-radius:50%;background:var(--primary,#1e293b);color:#fff;cursor:pointer;box-shadow:0 10px 25px rgba(15,23,42,.25);transition:transform .15s ease}
.launcher:hover{transform:scale(1.06)}
.launcher:focus-visible{outline:3px solid #2563eb;outline-offset:3px}
@media (prefers-reduced-motion:reduce){.launcher{transition:none}.launcher:hover{transform:none}}`;

/** The phone of the launcher and of the Start Call button (an SVG path, 24 × 24); only the voice widget's chunk takes it. */
export const PHONE_PATH = 'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z';

const PHONE_ICON = `<svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" aria-hidden="true"><path d="${PHONE_PATH}"/></svg>`;

/** The launcher's name (the panel's default title) per language: here, so the loader names it before any catalog. */
const LAUNCHER_LABEL: Record<Lang, string> = { en: 'AI Sales Agent', hi: 'एआई सेल्स एजेंट' };

/** The round bottom-right button: plain DOM, so it costs nothing before the visitor shows intent. */
export function createLauncher(primaryColor: string | null, lang: Lang): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'launcher';
  button.setAttribute('aria-label', LAUNCHER_LABEL[lang]);
  button.setAttribute('aria-expanded', 'false');
  if (primaryColor) button.style.setProperty('--primary', primaryColor);
  button.innerHTML = PHONE_ICON;
  return button;
}
