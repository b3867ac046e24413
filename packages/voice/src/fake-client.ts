import { TypedEmitter } from './typed-emitter.ts';
import {
  NO_ASSISTANT_MESSAGE,
  NO_CALL_OBJECT_MESSAGE,
  type VoiceClient,
  type VoiceClientEvents,
} from './voice-client.ts';

/** One scripted platform event, emitted `afterMs` after the previous step (or after start). */
export type FakeStep = {
  [E in keyof VoiceClientEvents]: { afterMs: number; event: E; args: VoiceClientEvents[E] };
}[keyof VoiceClientEvents];

export interface FakeVoiceScript {
  /** Events played after start(); an empty script leaves the call "connecting" forever. */
  steps: FakeStep[];
  /** Makes start() reject, as the SDK does when it cannot even begin. */
  startError?: string;
}

const step = <E extends keyof VoiceClientEvents>(afterMs: number, event: E, ...args: VoiceClientEvents[E]) =>
  ({ afterMs, event, args }) as FakeStep;

/** A realistic short conversation, used by Storybook and the e2e build. */
export const CONVERSATION_SCRIPT: FakeVoiceScript = {
  steps: [
    step(100, 'call-progress', { stage: 'web-call-creation', status: 'completed' }),
    step(200, 'call-progress', { stage: 'daily-call-join', status: 'completed' }),
    step(100, 'call-start'),
    step(50, 'volume-level', 0.6),
    step(200, 'message', {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Namaste! I am the Vaani sales agent. Are you looking to buy or rent?',
    }),
    step(0, 'volume-level', 0),
    step(200, 'message', { type: 'speech-update', role: 'user', status: 'started' }),
    step(200, 'message', {
      type: 'transcript',
      role: 'user',
      transcriptType: 'partial',
      transcript: 'I want a two',
    }),
    step(200, 'message', {
      type: 'transcript',
      role: 'user',
      transcriptType: 'final',
      transcript: 'I want a two bedroom flat in Pune.',
    }),
    step(200, 'message', {
      type: 'conversation-update',
      conversation: [
        { role: 'user', content: 'I want a two bedroom flat in Pune.' },
        { role: 'assistant', content: 'Great choice. Which area of Pune do you prefer?' },
      ],
    }),
  ],
};

/** A scripted stand-in for the voice platform (tests, Storybook): the real adapter's events, at the script's pace. */
export class FakeVoiceClient extends TypedEmitter<VoiceClientEvents> implements VoiceClient {
  private timers: ReturnType<typeof setTimeout>[] = [];
  private active = false;
  private muted = false;
  readonly calls: { agentId: string }[] = [];

  constructor(private readonly script: FakeVoiceScript = CONVERSATION_SCRIPT) {
    super();
  }

  async start(agentId: string): Promise<void> {
    if (!agentId) throw new Error(NO_ASSISTANT_MESSAGE);
    if (this.active) return;
    if (this.script.startError) throw new Error(this.script.startError);
    this.active = true;
    this.calls.push({ agentId });
    let at = 0;
    for (const { afterMs, event, args } of this.script.steps) {
      at += afterMs;
      this.timers.push(setTimeout(() => this.emit(event, ...args), at));
    }
  }

  async stop(): Promise<void> {
    if (!this.active) return;
    this.timers.forEach(clearTimeout);
    this.timers = [];
    this.active = false;
    this.emit('call-end');
  }

  setMuted(muted: boolean): void {
    if (!this.active) throw new Error(NO_CALL_OBJECT_MESSAGE);
    this.muted = muted;
  }

  isMuted(): boolean {
    return this.active && this.muted;
  }
}
