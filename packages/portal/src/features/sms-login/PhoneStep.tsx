import { Captcha, type CaptchaSetup, useCaptchaToken } from '@wizyta/booking/captcha';
import { isValidPhone, type SmsPhoneNumber } from '@wizyta/core';
import { type FormEvent, useRef, useState } from 'react';
import { PhoneField, type PhoneValue } from '../../components/form/PhoneField';
import { useFieldErrors } from '../../components/form/useFieldErrors';
import { useApp } from '../../shared/useApp';
import { smsErrorText } from './smsErrorText';

/** Props of {@link PhoneStep}. */
export interface PhoneStepProps {
  readonly phone: PhoneValue;
  readonly onPhone: (phone: PhoneValue) => void;
  /** Sends the code (with the captcha's solution, if any); rejects with the call's AppError. */
  readonly onSend: (phone: SmsPhoneNumber, captchaToken?: string) => Promise<void>;
  /** The deployment's captcha; none by default. */
  readonly captcha?: CaptchaSetup | null;
}

/** The first SMS login step: the phone number, checked before anything is sent. */
export function PhoneStep({ phone, onPhone, onSend, captcha = null }: PhoneStepProps) {
  const { messages } = useApp();
  const form = useRef<HTMLFormElement>(null);
  const fields = useFieldErrors('sms-phone', form);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const solved = useCaptchaToken();
  const t = messages.t;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = { prefix: phone.prefix.trim(), number: phone.number.replace(/[\s-]/g, '') };
    if (!isValidPhone(value.number, value.prefix)) {
      fields.show({ 'phone.number': value.number ? 'validation.phoneInvalid' : 'validation.required' });
      return;
    }
    if (captcha && !solved.token) {
      setFailure(t('common.captcha.required'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSend(
        { prefix: value.prefix.startsWith('+') ? value.prefix : `+${value.prefix}`, number: value.number },
        solved.token ?? undefined,
      );
    } catch (error) {
      setFailure(smsErrorText(error, messages));
      setBusy(false);
      if (captcha) solved.spend();
    }
  }

  return (
    <form ref={form} className="form" onSubmit={submit} noValidate aria-labelledby="sms-title">
      <p>{t('account.sms.intro')}</p>
      <PhoneField fields={fields} path="phone" value={phone} onChange={onPhone} required />
      {captcha ? (
        <Captcha key={solved.round} setup={captcha} messages={messages} onChange={solved.onChange} />
      ) : null}
      {failure && (
        <p className="form-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('account.sending') : t('account.sms.send')}
        </button>
      </div>
    </form>
  );
}
