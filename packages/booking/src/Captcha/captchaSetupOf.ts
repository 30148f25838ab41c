import { type AppConfig, captchaChallengeUrl } from '@wizyta/core';
import type { CaptchaSetup } from './CaptchaSetup';

/**
 * The deployment's captcha where its config sets `captchaSiteKey` (SMS sign-in, the call-back; in
 * the portal also registration and the contact form), else null; with `stepUp`, whatever the config
 * (SMS sign-in shows it when the API asks for one, 4108): the challenge from the
 * deployment's API, ALTCHA loaded (booking's one loader) only when a captcha is shown, its worker
 * from `workerUrl`, the host's bundler-made file.
 */
export function captchaSetupOf(
  config: Pick<AppConfig, 'apiUrl' | 'captchaSiteKey'>,
  workerUrl: () => Promise<string>,
  stepUp = false,
): CaptchaSetup | null {
  if (!config.captchaSiteKey && !stepUp) return null;
  return {
    challengeUrl: captchaChallengeUrl(config.apiUrl),
    load: () => import('./loadAltcha').then((m) => m.loadAltcha(workerUrl)),
  };
}
