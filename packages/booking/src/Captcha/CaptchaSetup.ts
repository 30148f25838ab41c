/**
 * What the {@link Captcha} gets where the config has a `captchaSiteKey` (`captchaSetupOf` makes
 * it): where the challenge comes from and how to load the ALTCHA widget, which runs only when a
 * captcha is shown, so its code is never in a first chunk.
 */
export interface CaptchaSetup {
  /** `<API base>/visit-api/anonymous/captcha-challenge` (core's `captchaChallengeUrl`). */
  readonly challengeUrl: string;
  /** Defines `<altcha-widget>` and its worker; resolves to the widget's stylesheet text. */
  readonly load: () => Promise<{ readonly css: string }>;
}
