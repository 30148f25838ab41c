import type { CaptchaSetup } from '@wizyta/booking/captcha';
import { type AppConfig, resolveApiBase } from '@wizyta/core';
import { loadAltcha } from './loadAltcha';

/**
 * The portal's captcha where the config sets `captchaSiteKey` (registration, contact form, SMS
 * sign-in, call-back), else null. The challenge comes from the deployment's API.
 */
export function captchaSetupOf(config: Pick<AppConfig, 'apiUrl' | 'captchaSiteKey'>): CaptchaSetup | null {
  if (!config.captchaSiteKey) return null;
  return {
    challengeUrl: `${resolveApiBase(config.apiUrl)}/visit-api/anonymous/captcha-challenge`,
    load: loadAltcha,
  };
}
