// The voice platform's REST calls of voice spec §7 that @vapi-ai/web 2.7.1 (the newest release)
// does not generate: credential sessions, webhooks and triggers, metrics, and the call logs. Built
// on the SDK's own HttpClient, so they share its base URL, its bearer-token auth and its error
// shape (a non-OK answer is thrown as the response, its parsed body in `error`).
import { ContentType, HttpClient, type HttpResponse } from '@vapi-ai/web/dist/api.js';

/** The platform's default API, as in the SDK. */
export const VOICE_PLATFORM_URL = 'https://api.vapi.ai';

/** Any JSON value: the spec does not show these calls' payloads or responses. */
export type PlatformJson = string | number | boolean | null | PlatformJson[] | { [key: string]: PlatformJson };
export type PlatformBody = { [key: string]: PlatformJson };
export type PlatformQuery = Record<string, string | number | boolean>;

/** The body of a refused request, as the platform sends it. */
export interface PlatformError {
  message?: string | string[];
  error?: string;
  statusCode?: number;
}

/** A successful answer: the response, its parsed JSON body in `data`. */
export type PlatformResponse = HttpResponse<PlatformJson, PlatformError>;

export interface VoicePlatformApiOptions {
  /** The private API key (server side only): sent as the bearer token of secured calls. */
  apiKey: string;
  /** Defaults to the platform's own API. */
  baseUrl?: string;
  /** For tests and runtimes without a global fetch. */
  fetch?: typeof fetch;
}

export class VoicePlatformApi extends HttpClient<string> {
  constructor({ apiKey, baseUrl = VOICE_PLATFORM_URL, fetch: customFetch }: VoicePlatformApiOptions) {
    super({
      baseUrl,
      baseApiParams: { secure: true },
      // The SDK's own rule (dist/client.js): the key, when there is one, as a bearer token.
      securityWorker: (token) => (token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
      ...(customFetch ? { customFetch } : {}),
    });
    this.setSecurityData(apiKey);
  }

  private send(method: 'GET' | 'POST' | 'DELETE', path: string, options: { body?: PlatformBody; query?: PlatformQuery; secure?: boolean } = {}) {
    return this.request<PlatformJson, PlatformError>({
      method,
      path,
      format: 'json',
      ...(options.body ? { body: options.body, type: ContentType.Json } : {}),
      ...(options.query ? { query: options.query } : {}),
      ...(options.secure === false ? { secure: false } : {}),
    }) as Promise<PlatformResponse>;
  }

  createCredentialSession(body: PlatformBody): Promise<PlatformResponse> {
    return this.send('POST', '/credential/session', { body });
  }

  /** POST /credential/webhook: the one call of the list that goes without the key. */
  credentialWebhook(body: PlatformBody): Promise<PlatformResponse> {
    return this.send('POST', '/credential/webhook', { body, secure: false });
  }

  triggerCredential(body: PlatformBody): Promise<PlatformResponse> {
    return this.send('POST', '/credential/trigger', { body });
  }

  getMetrics(query?: PlatformQuery): Promise<PlatformResponse> {
    return this.send('GET', '/metrics', query ? { query } : {});
  }

  getLog(query?: PlatformQuery): Promise<PlatformResponse> {
    return this.send('GET', '/log', query ? { query } : {});
  }

  deleteLog(query?: PlatformQuery): Promise<PlatformResponse> {
    return this.send('DELETE', '/log', query ? { query } : {});
  }

  getLogs(query?: PlatformQuery): Promise<PlatformResponse> {
    return this.send('GET', '/logs', query ? { query } : {});
  }

  deleteLogs(query?: PlatformQuery): Promise<PlatformResponse> {
    return this.send('DELETE', '/logs', query ? { query } : {});
  }
}
