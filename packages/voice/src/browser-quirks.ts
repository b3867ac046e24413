// Every browser and bundler oddity the voice adapter has to know about lives here, so the
// adapter itself reads as plain event mapping.

/**
 * Browsers expose `navigator.mediaDevices` only in secure contexts (https, localhost). On a plain
 * http partner page the SDK would otherwise fail deep inside the call engine with an opaque error.
 */
export function microphoneProblem(): string | null {
  if (typeof window === 'undefined') return 'Voice calls need a browser.';
  if (!window.isSecureContext) return 'Voice calls need a secure (https) page.';
  if (!navigator.mediaDevices?.getUserMedia) return 'This browser cannot capture the microphone.';
  return null;
}

/**
 * @vapi-ai/web ships CommonJS with `exports.default`; depending on how the bundler wraps it the
 * class arrives as `mod.default` or `mod.default.default`.
 */
export function defaultExport<T>(mod: { default: T | { default: T } }): T {
  const first = mod.default as { default?: T };
  return (typeof first === 'function' ? first : (first.default ?? first)) as T;
}
