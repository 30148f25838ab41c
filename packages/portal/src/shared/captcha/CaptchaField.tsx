import type { CaptchaToken } from '@wizyta/booking/captcha';
import { Captcha, type CaptchaSetup } from '@wizyta/booking/captcha';
import { useApp } from '../useApp';

/** Props of {@link CaptchaField}. */
export interface CaptchaFieldProps {
  readonly setup: CaptchaSetup;
  readonly solved: CaptchaToken;
  /** The form was submitted unsolved: say so next to the captcha. */
  readonly missing: boolean;
}

/** A form's captcha (booking's ALTCHA {@link Captcha}) and, when submitted unsolved, why not. */
export function CaptchaField({ setup, solved, missing }: CaptchaFieldProps) {
  const { messages } = useApp();
  return (
    <div className="form-captcha">
      <Captcha key={solved.round} setup={setup} messages={messages} onChange={solved.onChange} />
      {missing ? (
        <p className="form-alert" role="alert">
          {messages.t('common.captcha.required')}
        </p>
      ) : null}
    </div>
  );
}
