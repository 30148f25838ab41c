import type { CaptchaSetup } from '@wizyta/booking/captcha';
import { useMemo } from 'react';
import { useApp } from '../useApp';
import { captchaSetupOf } from './captchaSetupOf';

/** The deployment's captcha (`captchaSetupOf`), or null where `captchaSiteKey` is not set. */
export function useCaptchaSetup(): CaptchaSetup | null {
  const { config } = useApp();
  return useMemo(() => captchaSetupOf(config), [config]);
}
