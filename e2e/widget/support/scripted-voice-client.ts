// Stands in for @vaani/voice/vapi in the e2e build of the widget (vite --mode e2e): the scripted
// fake, driven by a script the test may put on window before the page loads.
import type { VoiceClient, VoiceClientOptions } from '@vaani/voice';
import { CONVERSATION_SCRIPT, FakeVoiceClient, type FakeVoiceScript } from '@vaani/voice/fake';

declare global {
  interface Window {
    __vaaniVoiceScript?: FakeVoiceScript;
    __vaaniVoiceStarts?: (VoiceClientOptions & { agentId: string })[];
    /** How many times a call was stopped (ended by the visitor, a method or the element's removal). */
    __vaaniVoiceStops?: number;
  }
}

export function createVapiClient(options: VoiceClientOptions): VoiceClient {
  const client = new FakeVoiceClient(window.__vaaniVoiceScript ?? CONVERSATION_SCRIPT);
  const start = client.start.bind(client);
  client.start = async (agentId) => {
    (window.__vaaniVoiceStarts ??= []).push({ ...options, agentId });
    await start(agentId);
  };
  const stop = client.stop.bind(client);
  client.stop = async () => {
    window.__vaaniVoiceStops = (window.__vaaniVoiceStops ?? 0) + 1;
    await stop();
  };
  return client;
}
