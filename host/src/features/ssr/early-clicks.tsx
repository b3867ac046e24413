// A server-rendered page paints long before its JavaScript has run, and a button there does
// nothing until React has hydrated it: before `hydrateRoot` nobody listens, and while a Suspense
// boundary (the page waiting for its remote, a home section waiting for its chunk) is still the
// server's HTML, React 19 tries to hydrate it at once and, when it cannot, drops the click (it
// replays only form actions). A visitor on a slow phone who taps "Try Now" early would see
// nothing happen. The inline script below, sent in the head of every server-rendered page, holds
// such a click and replays it as soon as React has taken the control over. Links are left alone:
// they work natively. No library does this for React (Qwik and jsaction do it for their own
// frameworks). It reads only public signs: the shell's hydration event, and the `data-hydrating`
// mark of the regions React has not taken over yet (@vaani/ui's HydrationMark). The page server's
// Content-Security-Policy allows it by its hash.
import { HYDRATING_ATTRIBUTE } from '@vaani/ui';
import { useEffect, type ReactNode } from 'react';

/** Dispatched on `document` once the host's shell has hydrated. */
const SHELL_HYDRATED_EVENT = 'vaani:shell-hydrated';

/** Set on <html> at the same moment: CSS that stands in for the shell until then stops applying. */
export const SHELL_LIVE_ATTRIBUTE = 'data-shell-live';

const CONTROLS = 'button,[role=button],summary,input[type=checkbox],input[type=radio]';

/** How often a held click checks whether its control has hydrated. */
const POLL_MS = 50;

/** A click still unreplayed this long after it was made is dropped: the visitor has moved on. */
const GIVE_UP_MS = 15_000;

/**
 * A click on a control inside #root that React has not taken over (before the shell hydrated, or
 * inside a region still marked) is held (default prevented, kept from React); the last one held
 * is replayed with `element.click()` once React has it. When React renders that part afresh
 * instead of hydrating it (it does so when a boundary receives an update before it has hydrated),
 * the control at the same place with the same tag and text is clicked. About 1 kB (500 bytes
 * gzipped), in every served page's head.
 */
export const EARLY_CLICKS_SCRIPT = [
  '(function(){var d=document,timer,shell=false;',
  `function live(e){return shell&&!e.closest('[${HYDRATING_ATTRIBUTE}]')}`,
  'function hold(e){',
  `var t=e.target.closest&&e.target.closest('${CONTROLS}');`,
  "if(!t||!t.closest('#root')||t.closest('a[href]')||live(t))return;",
  'e.preventDefault();e.stopPropagation();',
  "var path=[],at=Date.now();for(var n=t;n.id!=='root';n=n.parentElement)path.unshift([].indexOf.call(n.parentElement.children,n));",
  "function find(){if(t.isConnected)return t;var c=d.getElementById('root');for(var i=0;c&&i<path.length;i++)c=c.children[path[i]];return c}",
  'clearInterval(timer);timer=setInterval(function(){var c=find();',
  `if(Date.now()-at>${GIVE_UP_MS})clearInterval(timer);`,
  'else if(c&&c.tagName===t.tagName&&c.textContent===t.textContent&&live(c)){clearInterval(timer);c.click()}',
  `},${POLL_MS})}`,
  "d.addEventListener('click',hold,true);",
  `d.addEventListener('${SHELL_HYDRATED_EVENT}',function(){shell=true})})()`,
].join('');

/**
 * Announces that the host's shell has committed. It adds no element and takes a single child, so
 * the hydrated tree (and every useId) is the one the server rendered.
 */
export function ShellHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.setAttribute(SHELL_LIVE_ATTRIBUTE, '');
    document.dispatchEvent(new CustomEvent(SHELL_HYDRATED_EVENT));
  }, []);
  return children;
}
