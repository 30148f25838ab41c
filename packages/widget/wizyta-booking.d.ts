// Type declarations for partners embedding <wizyta-booking> (copied to dist/widget/).
// Usage in TypeScript: `/// <reference types="…/wizyta-booking" />` or import the types by name.
// dist/widget/wizyta-booking.d.ts is this file with the event types inlined: one file, no imports.

// The event types are written once, in src/contract/WizytaEventTypes.ts; the build replaces the two
// lines below with that file's emitted declarations (scripts/partnerTypes.mjs).
import type { WizytaEventMap, WizytaEventName, WizytaHandler } from './src/contract/WizytaEventTypes';

export type * from './src/contract/WizytaEventTypes';

/** The attributes of `<wizyta-booking>` (all strings, as in HTML). */
export interface WizytaBookingAttributes {
  /** URL of the brand's `config.json`; default: `/config.json` on the widget script's origin. */
  'config-url'?: string;
  /** Your partner id, as agreed with the provider. */
  partner?: string;
  /** UI language: `pl`, `en` or `uk`; without it, the page's `<html lang>` (`uk-UA` → `uk`, `en-*` → `en`, else `pl`). */
  lang?: 'pl' | 'en' | 'uk';
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
  /** `popup`: a button that opens the booking in a dialog (`dialog`: the dialog alone). */
  mode?: 'popup' | 'dialog';
  /** In the popup modes: present while the dialog is open. */
  open?: boolean | '';
  /** Campaign parameters for the booking's attribution; default: the page address's `utm_*`. */
  'utm-source'?: string;
  'utm-medium'?: string;
  'utm-campaign'?: string;
  'utm-term'?: string;
  'utm-content'?: string;
  /** Opt in to the `dataLayer` bridge: the global array's name (empty: `dataLayer`); needs `Wizyta('consent', true)`. */
  'data-layer'?: string;
  /** Colours: `light` (default), `dark`, or `auto` (follows `prefers-color-scheme`). */
  theme?: 'light' | 'dark' | 'auto';
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

/** The page-global `Wizyta` function installed by `wizyta-loader.js`. */
export interface WizytaGlobal {
  <K extends WizytaEventName>(command: 'on' | 'off', name: K, handler: WizytaHandler<K>): void;
  /** Opens the booking in a dialog; the options are the element's attributes (`{ specialization: 5 }`). */
  (command: 'open', options?: Readonly<Record<string, unknown>>): void;
  /** Closes the booking dialog. */
  (command: 'close'): void;
  /** Prefills every `<wizyta-booking>` on the page. */
  (command: 'prefill', prefill: Readonly<Record<string, unknown>>): void;
  /**
   * The visitor's analytics consent: `true` lets elements with a `data-layer` attribute push
   * `wizyta_ready`, `wizyta_step` and `wizyta_booked` (no personal data) to the page's
   * `dataLayer`; `false` stops it. Nothing is pushed before `true`.
   */
  (command: 'consent', granted: boolean): void;
  /** The widget's release (`0.1.0`): its files are under `/widget/<version>/` (see manifest.json). */
  readonly version?: string;
}

/** The message a trusted parent frame posts to prefill the widget (exact target origin). */
export interface WizytaPrefillMessage {
  readonly type: 'wizyta:prefill';
  readonly prefill: Record<string, unknown>;
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
