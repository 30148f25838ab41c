import type { CaptchaSetup } from '@wizyta/booking';
import { type AppConfig, resolveApiBase } from '../core';

// The loader itself travels in ALTCHA's chunk (rollup.config.mjs): the booking flow carries only
// this import, so a brand without a captcha pays a few bytes for it.
const loadWidgetAltcha: CaptchaSetup['load'] = () =>
  import('./loadWidgetAltcha').then((m) => m.loadWidgetAltcha());

/**
 * The flow frame's captcha where the brand's config sets `captchaSiteKey` (the SMS sign-in start
 * and the no-doctors call-back are refused without a solution there), else null. The challenge
 * comes from the deployment's API; ALTCHA itself loads only when a captcha is shown.
 */
export function widgetCaptchaSetup(
  config: Pick<AppConfig, 'apiUrl' | 'captchaSiteKey'>,
  load: CaptchaSetup['load'] = loadWidgetAltcha,
): CaptchaSetup | null {
  if (!config.captchaSiteKey) return null;
  return { challengeUrl: `${resolveApiBase(config.apiUrl)}/visit-api/anonymous/captcha-challenge`, load };
}
