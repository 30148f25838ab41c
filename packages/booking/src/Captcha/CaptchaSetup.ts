/**
 * What a host gives the {@link Captcha} where its config has a `captchaSiteKey`: where the
 * challenge comes from and how to load the ALTCHA widget. Loading is the host's because it is
 * bundler-specific (the proof-of-work worker must be a same-origin file under the strict CSP); it
 * runs only when a captcha is shown, so the widget's code is never in a first chunk.
 */
export interface CaptchaSetup {
  /** `<API base>/visit-api/anonymous/captcha-challenge`. */
  readonly challengeUrl: string;
  /** Defines `<altcha-widget>` and its worker; resolves to the widget's stylesheet text. */
  readonly load: () => Promise<{ readonly css: string }>;
}
