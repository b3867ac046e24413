// Public type declarations for the three embeddable elements: tags, attributes, methods and the
// namespaced events, for partners' TypeScript and for our own host (React JSX).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

export type EmbedTag = 'voice-widget' | 'demo-call-dialog' | 'book-demo-dialog';

export type ChatSender = 'agent' | 'user';

/** `detail` of every event the elements dispatch; all bubble and cross shadow roots (composed). */
export interface VaaniEventDetailMap {
  'vaani:open': { tag: EmbedTag };
  'vaani:close': { tag: EmbedTag };
  'vaani:call-start': { tag: 'voice-widget' };
  'vaani:call-end': { tag: 'voice-widget' };
  'vaani:transcript': { tag: 'voice-widget'; sender: ChatSender; text: string };
  'vaani:lead-submitted': {
    tag: 'demo-call-dialog';
    name: string;
    email: string;
    phone_number: string;
    /** 'timeout' means the call request is still being processed in the background. */
    outcome: 'success' | 'timeout';
  };
  'vaani:error': { tag: EmbedTag; message: string };
  /** Each call-setup stage the voice SDK reports (e.g. 'daily-call-join'), to show where a start failed. */
  'vaani:call-progress': { tag: 'voice-widget'; stage: string; status: 'started' | 'completed' | 'failed' };
  /** The visitor booked a demo in the calendar frame (Cal.com `bookingSuccessfulV2`, Calendly `calendly.event_scheduled`). */
  'vaani:booking-scheduled': {
    tag: 'book-demo-dialog';
    provider: 'cal.com' | 'calendly';
    /** ISO 8601 start of the booked slot, when the provider sends it (Cal.com does, Calendly does not). */
    startTime?: string;
  };
}

export type VaaniEventName = keyof VaaniEventDetailMap;

export type VaaniEventMap = { [K in VaaniEventName]: CustomEvent<VaaniEventDetailMap[K]> };

/** Configuration attributes, read at upgrade and whenever they change. */
export interface VaaniEmbedAttributes {
  /** Supabase project URL for the key lookup; defaults to the build's VITE_SUPABASE_URL. */
  'supabase-url'?: string;
  /** Supabase anon key for the key lookup; defaults to the build's VITE_SUPABASE_ANON_KEY. */
  'supabase-anon-key'?: string;
  /** Voice agent id; overrides the one the key lookup returns. */
  'agent-id'?: string;
  /** Booking calendar page (https); defaults to Vaani's own calendar. Our site sets its admin's demo-booking link. */
  'booking-url'?: string;
  /** Any CSS color; recolours primary buttons and highlights. */
  'primary-color'?: string;
  'accent-color'?: string;
  /** Voice platform API base URL; defaults to the platform's own. */
  'voice-api-url'?: string;
  /** What the page knows of its visitor, to start the forms filled in (what the visitor types in the session wins). */
  'visitor-name'?: string;
  'visitor-email'?: string;
  /** With its dial code, e.g. '+919876543210': the form shows the country and the number apart. */
  'visitor-phone'?: string;
  /** The language of the words: 'en' or 'hi'. Default: the page's `<html lang>`, else English. */
  lang?: string;
  /**
   * The words to show instead of the defaults, as one JSON object of text keys (see the README),
   * e.g. '{"submit":"Ring me"}'. Plain text only; `{brand}` stands for the brand name.
   */
  texts?: string;
  /** The partner's name, used in the titles and the consent line; cut to 60 characters. */
  'brand-name'?: string;
  /** Present: the element opens as soon as it is upgraded. */
  open?: boolean | '';
}

export type VaaniQueueCommand = ['open' | 'close' | 'warm' | 'start' | 'end' | 'mute' | 'unmute', EmbedTag];

export interface VaaniEmbedElement extends HTMLElement {
  /** Opens the panel or dialog, loading its code first if needed. */
  open(): void;
  close(): void;
  /** Loads the element's code ahead of a likely open (what hovering a `data-vaani-open` control does). */
  warm(): void;
}

export interface VoiceWidgetElement extends VaaniEmbedElement {
  /** Opens the panel and starts a call. */
  start(): void;
  end(): void;
  /** Mutes or unmutes the visitor's microphone; without a call: 'Call object is not available.' (vaani:error). */
  mute(): void;
  unmute(): void;
}

export type DemoCallDialogElement = VaaniEmbedElement;
export type BookDemoDialogElement = VaaniEmbedElement;

type EmbedJsxProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E> & VaaniEmbedAttributes;

declare global {
  // Typed listeners on our elements (and any element they bubble through): merged into the DOM's own map.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends VaaniEventMap {}
  interface HTMLElementTagNameMap {
    'voice-widget': VoiceWidgetElement;
    'demo-call-dialog': DemoCallDialogElement;
    'book-demo-dialog': BookDemoDialogElement;
  }
  interface Window {
    /** Created by the partner's snippet; drained by /embed.js. */
    vaaniQueue?: VaaniQueueCommand[];
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'voice-widget': EmbedJsxProps<VoiceWidgetElement>;
      'demo-call-dialog': EmbedJsxProps<DemoCallDialogElement>;
      'book-demo-dialog': EmbedJsxProps<BookDemoDialogElement>;
    }
  }
}
