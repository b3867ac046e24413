import type VapiSdk from '@vapi-ai/web';
import { TypedEmitter } from './typed-emitter.ts';
import {
  NO_ASSISTANT_MESSAGE,
  NO_CALL_OBJECT_MESSAGE,
  type AssistantOverrides,
  type VoiceClient,
  type VoiceClientEvents,
  type VoiceClientOptions,
  type VoiceError,
  type VoiceMessage,
} from './voice-client.ts';

type VapiConstructor = typeof VapiSdk;
type VapiModule = { default: VapiConstructor | { default: VapiConstructor } };

/** The SDK is CommonJS: depending on how the bundler wraps it, the class is `default` or `default.default`. */
const sdkClass = ({ default: first }: VapiModule): VapiConstructor => (typeof first === 'function' ? first : first.default);

/** The SDK is imported on the first start only, so its chunk (and the call engine) never loads before intent. */
const loadVapiSdk = (): Promise<VapiModule> => import('@vapi-ai/web') as Promise<VapiModule>;

interface VapiErrorPayload {
  type?: string;
  message?: string;
  error?: { message?: string; errorMsg?: string } | string;
}

/** Setup steps the SDK reports as errors although the call carries on without them. */
const NON_FATAL_ERROR_TYPES = new Set([
  'audio-processing-setup-error',
  'audio-processor-recovery-error',
  'audio-observer-setup-error',
  'video-recording-setup-error',
]);

function toVoiceError(raw: unknown): VoiceError {
  const payload = (raw ?? {}) as VapiErrorPayload;
  const inner = payload.error;
  const message =
    (typeof inner === 'string' ? inner : (inner?.message ?? inner?.errorMsg)) ?? payload.message ?? String(raw);
  const type = payload.type ?? 'unknown';
  return { type, message, fatal: !NON_FATAL_ERROR_TYPES.has(type), cause: raw };
}

class VapiVoiceClient extends TypedEmitter<VoiceClientEvents> implements VoiceClient {
  private sdk: Promise<VapiSdk> | null = null;
  private vapi: VapiSdk | null = null;

  constructor(
    private readonly options: VoiceClientOptions,
    private readonly loadSdk: () => Promise<VapiModule>,
  ) {
    super();
  }

  private load(): Promise<VapiSdk> {
    this.sdk ??= this.loadSdk().then((mod) => {
      const Vapi = sdkClass(mod);
      // avoidEval: the call engine loads its bundle as a script instead of evaluating fetched
      // code, so a partner page with a strict Content-Security-Policy needs no 'unsafe-eval'.
      const vapi = new Vapi(this.options.publicKey, this.options.apiBaseUrl, { avoidEval: true });
      vapi.on('call-start-progress', ({ stage, status }) => this.emit('call-progress', { stage, status }));
      for (const event of ['call-start', 'call-end', 'speech-start', 'speech-end'] as const) vapi.on(event, () => this.emit(event));
      vapi.on('volume-level', (volume) => this.emit('volume-level', volume));
      vapi.on('message', (message: VoiceMessage) => this.emit('message', message));
      vapi.on('error', (error: unknown) => this.emit('error', toVoiceError(error)));
      this.vapi = vapi;
      return vapi;
    });
    return this.sdk;
  }

  async start(agentId: string, overrides?: AssistantOverrides): Promise<void> {
    if (!agentId) throw new Error(NO_ASSISTANT_MESSAGE);
    const vapi = await this.load();
    // The SDK reports a failed start through its 'error' event and resolves null; that event is
    // already forwarded, so the resolved value carries nothing more for us.
    await vapi.start(agentId, overrides as Parameters<VapiSdk['start']>[1]);
  }

  async stop(): Promise<void> {
    await this.vapi?.stop();
  }

  setMuted(muted: boolean): void {
    if (!this.vapi) throw new Error(NO_CALL_OBJECT_MESSAGE);
    this.vapi.setMuted(muted);
  }

  isMuted(): boolean {
    return this.vapi?.isMuted() ?? false;
  }
}

/** The @vapi-ai/web adapter. `loadSdk` exists for unit tests; production always uses the lazy import. */
export function createVapiClient(
  options: VoiceClientOptions,
  loadSdk: () => Promise<VapiModule> = loadVapiSdk,
): VoiceClient {
  return new VapiVoiceClient(options, loadSdk);
}
