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
import { HYDRATING_ATTRIBUTE, TYPED_EARLY_PROPERTY } from '@vaani/ui';
import { useEffect, type ReactNode } from 'react';

/** Dispatched on `document` once the host's shell has hydrated. */
const SHELL_HYDRATED_EVENT = 'vaani:shell-hydrated';

/** Set on <html> at the same moment: CSS that stands in for the shell until then stops applying. */
export const SHELL_LIVE_ATTRIBUTE = 'data-shell-live';

const CONTROLS = 'button,[role=button],summary,input[type=checkbox],input[type=radio]';

/** How often a held click or typed value checks whether its control has hydrated. */
const POLL_MS = 50;

/** A click or typed value still unreplayed this long after it was made is dropped: the visitor has moved on. */
const GIVE_UP_MS = 15_000;

/** The keys that move between tabs (the ARIA tabs pattern): held like a click until the tabs are live. */
const TAB_KEYS = 'ArrowLeft,ArrowRight,Home,End';

/** Fields whose typed value React must be told about once it has taken them over. */
const FIELDS = 'INPUT,TEXTAREA,SELECT';

/**
 * A click on a control inside #root that React has not taken over (before the shell hydrated, or
 * inside a region still marked) is held (default prevented, kept from React); the last one held
 * is replayed with `element.click()` once React has it. When React renders that part afresh
 * instead of hydrating it (it does so when a boundary receives an update before it has hydrated),
 * the control at the same place with the same tag and text is clicked. What was typed meanwhile
 * (the newsletter's address, the callback form) stays in the field, but React's state never saw
 * it: once the field is live, what was typed is set again through the element's prototype setter
 * and announced with an `input` (for a select `change`) event, as a person typing would, first the
 * value React holds, so React's change detection sees the difference; then the held click goes.
 * Keys typed into that field after React took it over and before that (a visitor typing on) are
 * kept: the field's value is noted on them too. (The value noted, not the field's own at the time:
 * React sets a controlled field back to its state whenever the form renders again, as a key in
 * another field makes it.) The form notes when it was first typed into (TYPED_EARLY_PROPERTY), so
 * its lead's fill time counts the typing done before React had it. A press on a control React
 * already has is held too while its form still has a typed value to hand over (the form came alive
 * between two of the script's looks): sent at once, it would have sent React's empty form.
 * A key that moves between tabs, pressed on a tab not yet live (the use cases hydrate as they
 * near the viewport, and a keyboard user gets there first), is held the same way and pressed
 * again on that tab once React has it. About 2.5 kB (1.1 kB gzipped), in every served page's head.
 */
export const EARLY_CLICKS_SCRIPT = [
  '(function(){var d=document,timer=0,shell=false,held=null,typed=[];',
  `function live(e){return shell&&!e.closest('[${HYDRATING_ATTRIBUTE}]')}`,
  "function pathOf(t){var p=[];for(var n=t;n.id!=='root';n=n.parentElement)p.unshift([].indexOf.call(n.parentElement.children,n));return p}",
  "function at(x){if(x.t.isConnected)return x.t;var c=d.getElementById('root');for(var i=0;c&&i<x.p.length;i++)c=c.children[x.p[i]];return c&&c.tagName===x.t.tagName?c:null}",
  // A field of form `f` whose typed value React has not been handed yet.
  "function pending(f){return f&&typed.some(function(x){var c=at(x);return c&&c.form===f})}",
  "function put(c,v){var s=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(c),'value').set,k=c.tagName==='SELECT'?'change':'input';",
  "if(k==='input'){s.call(c,v?'':' ');c.dispatchEvent(new Event(k,{bubbles:true}))}s.call(c,v);c.dispatchEvent(new Event(k,{bubbles:true}))}",
  'function tick(){var now=Date.now();',
  `typed=typed.filter(function(x){var c=at(x);if(!c||now-x.at>${GIVE_UP_MS})return false;if(!live(c))return true;put(c,x.v);return false});`,
  `if(held&&!typed.length){var c=at(held);if(now-held.at>${GIVE_UP_MS})held=null;else if(c&&c.textContent===held.t.textContent&&live(c)){var k=held.k;held=null;if(k){c.focus();c.dispatchEvent(new KeyboardEvent('keydown',{key:k,bubbles:true}))}else c.click()}}`,
  'if(!held&&!typed.length){clearInterval(timer);timer=0}}',
  `function run(){if(!timer)timer=setInterval(tick,${POLL_MS})}`,
  'function hold(e){',
  `var t=e.target.closest&&e.target.closest('${CONTROLS}');`,
  "if(!t||!t.closest('#root')||t.closest('a[href]')||live(t)&&!pending(t.form))return;",
  'e.preventDefault();e.stopPropagation();held={t:t,p:pathOf(t),at:Date.now()};run()}',
  'function key(e){var t=e.target;',
  `if(!t.closest||t.getAttribute('role')!=='tab'||!t.closest('#root')||live(t)||'${TAB_KEYS}'.split(',').indexOf(e.key)<0)return;`,
  'e.preventDefault();held={t:t,p:pathOf(t),at:Date.now(),k:e.key};run()}',
  'function type(e){var t=e.target;',
  `if(!t.closest||'${FIELDS}'.split(',').indexOf(t.tagName)<0||/^(checkbox|radio)$/.test(t.type)||!t.closest('#root'))return;`,
  'var was=typed.filter(function(x){return x.t===t})[0];if(live(t)){if(was)was.v=t.value;return}',
  `var f=t.form;if(f&&!f.${TYPED_EARLY_PROPERTY})f.${TYPED_EARLY_PROPERTY}=performance.now();`,
  'typed=typed.filter(function(x){return x!==was});typed.push({t:t,p:pathOf(t),v:t.value,at:Date.now()});run()}',
  "d.addEventListener('click',hold,true);d.addEventListener('keydown',key,true);d.addEventListener('input',type,true);d.addEventListener('change',type,true);",
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
