// Asking for the microphone before the call engine loads: the browser's answer arrives while the
// visitor's click is still fresh (iOS grants the microphone only inside a user gesture), and a
// refusal can be told apart from a missing device, a page policy or an insecure page.

/** Why a voice call cannot use the microphone here. */
export type MicrophoneProblem = 'denied' | 'missing' | 'blocked-by-page' | 'insecure-page';

interface PolicyDocument extends Document {
  permissionsPolicy?: { allowsFeature(feature: string): boolean };
  featurePolicy?: { allowsFeature(feature: string): boolean };
}

/** False when the page's Permissions-Policy (or an iframe's allow attribute) forbids the microphone. */
function pageAllowsMicrophone(): boolean {
  const policy = (document as PolicyDocument).permissionsPolicy ?? (document as PolicyDocument).featurePolicy;
  return policy ? policy.allowsFeature('microphone') : true;
}

function problemFrom(error: unknown): MicrophoneProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return pageAllowsMicrophone() ? 'denied' : 'blocked-by-page';
  return 'missing';
}

/**
 * Call it synchronously inside the click that starts the call: getUserMedia runs before the first
 * await, within the user gesture. Resolves null when the microphone can be used; the test stream
 * is stopped at once, so the microphone is only held by the call itself.
 */
export function preflightMicrophone(): Promise<MicrophoneProblem | null> {
  if (!window.isSecureContext) return Promise.resolve('insecure-page');
  if (!pageAllowsMicrophone()) return Promise.resolve('blocked-by-page');
  if (!navigator.mediaDevices?.getUserMedia) return Promise.resolve('missing');
  return navigator.mediaDevices.getUserMedia({ audio: true }).then(
    (stream) => {
      stream.getTracks().forEach((track) => track.stop());
      return null;
    },
    problemFrom,
  );
}
