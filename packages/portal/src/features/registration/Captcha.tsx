import type { RefObject } from 'react';
import { useApp } from '../../shared/useApp';

/** Props of {@link Captcha}. */
export interface CaptchaProps {
  readonly siteKey: string;
  readonly container: RefObject<HTMLDivElement | null>;
}

/**
 * Where the captcha widget renders when the config has a `captchaSiteKey`. The portal loads no
 * captcha script itself (the CSP allows no third-party script, and there is no internet here): a
 * deployment that uses one adds its script to `index.html` and to the CSP. Scripts of the
 * reCAPTCHA/hCaptcha/Turnstile family render automatically into an element with the site key in
 * `data-sitekey`, and leave the solved token in a hidden field inside it, which
 * {@link readCaptchaToken} picks up for the registration call's `captchaToken`.
 */
export function Captcha({ siteKey, container }: CaptchaProps) {
  const { messages } = useApp();
  return (
    <div className="registration__captcha">
      <p className="form-field__label">{messages.t('account.registration.captcha')}</p>
      <div ref={container} className="g-recaptcha h-captcha cf-turnstile" data-sitekey={siteKey} />
    </div>
  );
}

const TOKEN_FIELDS = ['g-recaptcha-response', 'h-captcha-response', 'cf-turnstile-response'].map(
  (name) => `[name="${name}"]`,
);

/** The token a captcha script left in `container`, or null when there is none (yet). */
export function readCaptchaToken(container: HTMLElement | null): string | null {
  const field = container?.querySelector<HTMLInputElement | HTMLTextAreaElement>(TOKEN_FIELDS.join(', '));
  const token = field?.value.trim();
  return token ? token : null;
}
