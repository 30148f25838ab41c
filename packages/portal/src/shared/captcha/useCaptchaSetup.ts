import { type CaptchaSetup, captchaSetupOf } from '@wizyta/booking/captcha';
import { useMemo } from 'react';
import { useApp } from '../useApp';

// ALTCHA's proof-of-work worker as a same-origin file (vite's `?worker&url`), fetched with ALTCHA.
const altchaWorker = () => import('altcha/workers/pbkdf2?worker&url').then((m) => m.default);

/**
 * The deployment's captcha (booking's `captchaSetupOf`), or null where `captchaSiteKey` is not set;
 * with `stepUp`, whatever the config (SMS sign-in's, shown when the API asks for one: 4108).
 */
export function useCaptchaSetup(stepUp = false): CaptchaSetup | null {
  const { config } = useApp();
  return useMemo(() => captchaSetupOf(config, altchaWorker, stepUp), [config, stepUp]);
}
