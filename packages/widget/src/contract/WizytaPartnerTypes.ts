// What a partner names when embedding the widget — the brands, the element's settings, the open()
// options, the prefill, the page-global `Wizyta` — written once. Types only, no runtime and no
// import but the event types beside it: the build emits these declarations into the widget's
// wizyta-booking.d.ts and into @wizyta/embed and @wizyta/embed-react (scripts/partnerTypes.mjs,
// scripts/buildPackage.mjs), and partnerTypes.test.ts checks each list against the one the code runs
// on (the brand list, the booking's prefill schema, the element's attributes).
import type { WizytaEventMap, WizytaEventName, WizytaHandler } from './WizytaEventTypes';

export type * from './WizytaEventTypes';

/**
 * A brand: the `type` of a `config.json` of the provider (the white-label variants and `sandbox`,
 * the provider's own brand in test mode). Any other name is an error, on the console too.
 */
export type WizytaBrand =
  | 'general'
  | 'inter'
  | 'welbi'
  | 'interrisk'
  | 'pzu'
  | 'polmed'
  | 'mondial'
  | 'allianz'
  | 'april'
  | 'axa'
  | 'cmp'
  | 'compensa'
  | 'europ_assistance'
  | 'generali'
  | 'global_assistance'
  | 'nationale_nederlanden'
  | 'signal_iduna'
  | 'tuz_ubezpieczenia'
  | 'tu_europa'
  | 'tu_zdrowie'
  | 'warta'
  | 'meedy'
  | 'luxmed'
  | 'saltus'
  | 'multiagencja'
  | 'alwis'
  | 'ctu'
  | 'phinance'
  | 'polisa_expert'
  | 'ubezpieczenia_az'
  | 'unilink'
  | 'zdrowybiznes'
  | 'rankomat'
  | 'ubezpieczenialowe'
  | 'iwonaszlapak'
  | 'alwisfinanse'
  | 'przyjazneubezpieczenia'
  | 'homedoctor_am'
  | 'viennalife'
  | 'sandbox';

/** The widget's languages. */
export type WizytaLang = 'pl' | 'en' | 'uk';

/** How the patient talks to the doctor: a phone call, a house visit, a chat, a video call, at the clinic, a prescription. */
export type WizytaAppointmentType = 'HOUSE' | 'CALL' | 'STATIONARY' | 'CHAT' | 'VIDEO' | 'PRESCRIPTION';

/** The colours: `light` (default), `dark`, or `auto` (follows the reader's `prefers-color-scheme`). */
export type WizytaTheme = 'light' | 'dark' | 'auto';

/**
 * Your own data for the booking (the flow's prefill schema; ≤ 8 KB as JSON). Everything is
 * optional and the patient can change all of it. Invalid data is ignored and reported on the console.
 */
export interface WizytaPrefill {
  /** Town id or slug (`3`, `poznan`). */
  readonly city?: number | string;
  /** Specialization id. */
  readonly specializationId?: number;
  readonly appointmentType?: WizytaAppointmentType;
  /** The free NFZ visit. */
  readonly nfz?: boolean;
  readonly patient?: {
    readonly firstName?: string;
    readonly lastName?: string;
    readonly email?: string;
    /** 11 digits. */
    readonly pesel?: string;
    /** `{ prefix: '+48', number: '600100200' }`. */
    readonly phoneNumber?: { readonly prefix: string; readonly number: string };
  };
}

/**
 * What one booking starts with, in camelCase: the props of `<WizytaBooking>`, the options of
 * `Wizyta('open', …)` and of the packages' `open()`. Each is an attribute of `<wizyta-booking>` in
 * kebab-case (`appointmentType` → `appointment-type`).
 */
export interface WizytaBookingOptions {
  /**
   * The brand, by its type (`pzu`, `signal_iduna`): its `config.json` on the widget's host
   * (`/b/<brand>/config.json`; `general`: `/config.json`). An unknown brand is an error.
   */
  readonly brand?: WizytaBrand;
  /** URL of the brand's `config.json` (wins over `brand`); default: `/config.json` on the widget's host. */
  readonly configUrl?: string;
  /** Your partner id, as agreed with the provider (reported back in events, stored with the booking). */
  readonly partner?: string;
  /** UI language; without it, the page's `<html lang>` (`uk-UA` → `uk`, `en-*` → `en`, else `pl`). */
  readonly lang?: WizytaLang;
  /** Specialization id to preselect. */
  readonly specialization?: number | string;
  /** Communication type to preselect. */
  readonly appointmentType?: WizytaAppointmentType;
  /** Town id or slug to preselect (`3`, `poznan`). */
  readonly city?: number | string;
  /** The free NFZ visit. */
  readonly nfz?: boolean;
  /** Your own data for the flow (sent as the `prefill` attribute's JSON). */
  readonly prefill?: WizytaPrefill;
  /** Colours (default: the brand's light theme). */
  readonly theme?: WizytaTheme;
  /** Campaign parameters for the booking's attribution; default: the page address's `utm_source` … */
  readonly utmSource?: string;
  readonly utmMedium?: string;
  readonly utmCampaign?: string;
  readonly utmTerm?: string;
  readonly utmContent?: string;
  /**
   * Opt in to the `dataLayer` bridge: `true` pushes to `window.dataLayer`, a name to that global
   * array. Nothing is pushed before the visitor's consent (`Wizyta('consent', true)`).
   */
  readonly dataLayer?: boolean | string;
  /**
   * `wizyta:booked` carries the visit's price (which tells an NFZ visit, 0 zł, from a paid one);
   * without it the price is `null`.
   */
  readonly reportPrice?: boolean;
}

/** The options of `Wizyta('open', …)`: the booking in a dialog, started with these. */
export type WizytaOpenOptions = WizytaBookingOptions;

/** Every setting of one `<wizyta-booking>`: the booking's, and how the element shows it. */
export interface WizytaElementOptions extends WizytaBookingOptions {
  /** `popup`: a button that opens the booking in a dialog; `dialog`: the dialog alone. Default: inline. */
  readonly mode?: 'inline' | 'popup' | 'dialog';
  /** In the popup modes: whether the dialog is open. */
  readonly open?: boolean;
  /** Where the loader's fallback link points when the widget cannot load. */
  readonly portalUrl?: string;
}

type Kebab<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Uppercase<Head> ? (Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`) : Head}${Kebab<Tail>}`
  : Name;

/** An option's value as an HTML attribute: a boolean is present or absent, an object its JSON. */
type AttributeValue<Value> = Value extends boolean
  ? boolean | '' | 'true' | 'false'
  : Value extends object
    ? string
    : Value;

/**
 * The attributes of `<wizyta-booking>` (HTML, JSX): {@link WizytaElementOptions} in kebab-case
 * (`config-url`, `appointment-type`, `utm-source`, `data-layer`), `prefill` as JSON text.
 */
export type WizytaBookingAttributes = {
  -readonly [Name in keyof WizytaElementOptions as Kebab<Name>]?: AttributeValue<
    NonNullable<WizytaElementOptions[Name]>
  >;
};

/** The page-global `Wizyta` function installed by `wizyta-loader.js` (calls before the bundle are queued). */
export interface WizytaGlobal {
  /** Listens to (or stops listening to) host event `name` of every `<wizyta-booking>` on the page. */
  <Name extends WizytaEventName>(command: 'on' | 'off', name: Name, handler: WizytaHandler<Name>): void;
  /** Opens the booking in a dialog, with these options (`{ brand: 'pzu', specialization: 5 }`). */
  (command: 'open', options?: WizytaOpenOptions): void;
  /** Closes the booking dialog. */
  (command: 'close'): void;
  /** Prefills every `<wizyta-booking>` on the page with your own data. */
  (command: 'prefill', prefill: WizytaPrefill): void;
  /**
   * The visitor's analytics consent: `true` lets elements with a `data-layer` attribute push
   * `wizyta_ready`, `wizyta_step` and `wizyta_booked` (no personal data) to the page's
   * `dataLayer`; `false` stops it. Nothing is pushed before `true`.
   */
  (command: 'consent', granted: boolean): void;
  /** The widget's release (`0.1.0`): its files are under `/widget/<version>/` (see manifest.json). */
  readonly version?: string;
}

/** The `<wizyta-booking>` element: its `wizyta:*` events are typed. */
export interface WizytaBookingElement extends HTMLElement {
  addEventListener<Name extends WizytaEventName>(
    type: Name,
    listener: (this: WizytaBookingElement, event: CustomEvent<WizytaEventMap[Name]>) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<Name extends WizytaEventName>(
    type: Name,
    listener: (this: WizytaBookingElement, event: CustomEvent<WizytaEventMap[Name]>) => void,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}
