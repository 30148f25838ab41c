// Type declarations for partners embedding <wizyta-booking> (copied to dist/widget/).
// Usage in TypeScript: `/// <reference types="…/wizyta-booking" />` or import the types by name.

/** Version of every event's `detail`; fields are only ever added within a version. */
export type WizytaEventVersion = 1;

/** Fields every host event's `detail` carries. */
export interface WizytaEventBase {
  readonly v: WizytaEventVersion;
}

/** A step of the booking flow as the host page sees it. */
export type WizytaStep =
  | 'search'
  | 'slot'
  | 'summary'
  | 'signIn'
  | 'personal'
  | 'symptoms'
  | 'payment'
  | 'confirm'
  | 'result'
  | 'noDoctors';

/** Every event `<wizyta-booking>` dispatches (`bubbles`, `composed`), keyed by name. */
export interface WizytaEventMap {
  /** The element loaded its configuration and shows the first step. */
  'wizyta:ready': WizytaEventBase & { readonly partner: string | null; readonly lang: 'pl' | 'en' };
  /** The patient reached another step of the flow. */
  'wizyta:step': WizytaEventBase & { readonly step: WizytaStep };
  /** A slot is held for the patient until `expiresAt` (ISO date-time), if known. */
  'wizyta:reserved': WizytaEventBase & {
    readonly start: string;
    readonly appointmentType: string;
    readonly expiresAt: string | null;
  };
  /** The visit is booked: appointment id, start (ISO date-time), type and price in PLN. */
  'wizyta:booked': WizytaEventBase & {
    readonly appointmentId: string;
    readonly start: string;
    readonly appointmentType: string;
    readonly price: number;
  };
  /** The online payment of `appointmentId` changed state. */
  'wizyta:payment': WizytaEventBase & {
    readonly appointmentId: string;
    readonly status: 'pending' | 'accepted' | 'rejected';
  };
  /** Something failed; `code` is from the error catalogue, `message` its text in the UI language. */
  'wizyta:error': WizytaEventBase & { readonly code: number; readonly message: string };
  /** The element's rendered height in CSS pixels changed (for iframe hosts sizing the frame). */
  'wizyta:resize': WizytaEventBase & { readonly height: number };
}

/** A host event name. */
export type WizytaEventName = keyof WizytaEventMap;

/** The attributes of `<wizyta-booking>` (all strings, as in HTML). */
export interface WizytaBookingAttributes {
  /** URL of the brand's `config.json`; default: `/config.json` on the widget script's origin. */
  'config-url'?: string;
  /** Your partner id, as agreed with the provider. */
  partner?: string;
  /** UI language: `pl` (default) or `en`. */
  lang?: 'pl' | 'en';
  /** Specialization id to preselect. */
  specialization?: string | number;
  /** Communication type to preselect: `CALL`, `HOUSE`, `CHAT`, `VIDEO`, `STATIONARY`, `PRESCRIPTION`. */
  'appointment-type'?: string;
  /** Town id or slug to preselect (`3`, `poznan`). */
  city?: string | number;
  /** Present (or `true`) for the free NFZ visit. */
  nfz?: boolean | '' | 'true' | 'false';
  /** JSON prefill data (see the README); invalid JSON is ignored and reported on the console. */
  prefill?: string;
  /** Where the loader's fallback link points when the widget cannot load. */
  'portal-url'?: string;
}

/** The element class. */
export interface WizytaBookingElement extends HTMLElement {
  addEventListener<K extends WizytaEventName>(
    type: K,
    listener: (this: WizytaBookingElement, event: CustomEvent<WizytaEventMap[K]>) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
}

/** A handler registered with `Wizyta('on', name, handler)`. */
export type WizytaHandler<K extends WizytaEventName = WizytaEventName> = (
  detail: WizytaEventMap[K],
  event: CustomEvent<WizytaEventMap[K]>,
) => void;

/** The page-global `Wizyta` function installed by `wizyta-loader.js`. */
export type WizytaGlobal = <K extends WizytaEventName>(
  command: 'on' | 'off',
  name: K,
  handler: WizytaHandler<K>,
) => void;

/** The message a trusted parent frame posts to prefill the widget (exact target origin). */
export interface WizytaPrefillMessage {
  readonly type: 'wizyta:prefill';
  readonly prefill: Record<string, unknown>;
}

/** The message the framed widget posts to its trusted parent for each host event. */
export interface WizytaFrameMessage<K extends WizytaEventName = WizytaEventName> {
  readonly type: K;
  readonly detail: WizytaEventMap[K];
}

type WizytaDocumentEvents = { [K in WizytaEventName]: CustomEvent<WizytaEventMap[K]> };

declare global {
  interface HTMLElementTagNameMap {
    'wizyta-booking': WizytaBookingElement;
  }
  interface DocumentEventMap extends WizytaDocumentEvents {}
  interface Window {
    Wizyta?: WizytaGlobal;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'wizyta-booking': import('react').DetailedHTMLProps<
        import('react').HTMLAttributes<WizytaBookingElement>,
        WizytaBookingElement
      > &
        WizytaBookingAttributes & { class?: string };
    }
  }
}
