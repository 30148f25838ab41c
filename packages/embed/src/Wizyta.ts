import type { WizytaEventName, WizytaHandler, WizytaOpenOptions, WizytaPrefill } from '@wizyta/widget';

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
  /**
   * Opens the booking in a dialog, with these options (`{ brand: 'pzu', appointmentType: 'CALL' }`):
   * one dialog per page, kept while the page lives, so reopening resumes where the patient was.
   */
  open(options?: WizytaOpenOptions): void;
  /** Closes the booking dialog. */
  close(): void;
  /** Prefills every `<wizyta-booking>` on the page with your own data (see the widget's README). */
  prefill(data: WizytaPrefill): void;
  /**
   * The visitor's analytics consent, from your consent banner: `true` lets elements that opted in
   * (`data-layer`) push their events to your `dataLayer`; `false` stops it. Nothing before `true`.
   */
  consent(granted: boolean): void;
  /** The widget release running on the page (`Wizyta.version`), once its bundle has loaded. */
  readonly version: string | undefined;
  /** False for the handle resolved on the server (no `window`), whose calls do nothing. */
  readonly active: boolean;
}
