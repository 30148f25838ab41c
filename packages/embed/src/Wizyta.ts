import type { WizytaEventName, WizytaHandler } from '@wizyta/widget';

/** What {@link loadWizyta} loads: the widget's loader script, pinned or not. */
export interface LoadWizytaOptions {
  /**
   * Absolute URL of the provider's `wizyta-loader.js`. Default: the provider's versioned URL
   * `…/widget/v<major>/wizyta-loader.js` for the widget major this package was built for (or the
   * `version` you name). Give either `src` or `version`, not both.
   */
  readonly src?: string;
  /**
   * Without `src`: `'0.1.0'` pins one widget release (an immutable URL, fit for `integrity`);
   * `'v0'` follows its major version (the default, a moving URL with a short cache).
   */
  readonly version?: string;
  /**
   * The loader's Subresource Integrity hash (`sha384-…`, from the widget's `manifest.json`). Adds
   * `crossorigin="anonymous"`, so the widget host must answer your origin with CORS headers.
   */
  readonly integrity?: string;
}

/** Attribute values of `<wizyta-booking>` passed to {@link Wizyta.open} (`{ specialization: 5 }`). */
export type WizytaOpenOptions = Readonly<Record<string, string | number | boolean>>;

/**
 * The page's widget, as {@link loadWizyta} resolves it. Calls made before the widget's bundle
 * has loaded are queued by its loader and run in order once it has.
 */
export interface Wizyta {
  /**
   * Listens to host event `name` of every `<wizyta-booking>` on the page (typed `detail`, see
   * `WizytaEventMap`). Returns a function that stops listening; calling it twice is harmless.
   */
  on<Name extends WizytaEventName>(name: Name, handler: WizytaHandler<Name>): () => void;
  /** Opens the booking in a dialog; the options are the element's attributes. */
  open(options?: WizytaOpenOptions): void;
  /** Closes the booking dialog. */
  close(): void;
  /** Prefills every `<wizyta-booking>` on the page with your own data (see the widget's README). */
  prefill(data: Readonly<Record<string, unknown>>): void;
  /** The widget release running on the page (`Wizyta.version`), once its bundle has loaded. */
  readonly version: string | undefined;
  /** False for the handle resolved on the server (no `window`), whose calls do nothing. */
  readonly active: boolean;
}
