import { Captcha, type CaptchaSetup } from '@wizyta/booking/captcha';
import type { FieldSource } from '@wizyta/booking/form';
import type { SmsSignIn } from '@wizyta/booking/useSmsSignIn';
import type { FormEvent } from 'react';
import { PhoneField } from '../../components/form/PhoneField';
import { portalFieldLook } from '../../components/form/portalFieldLook';
import { useApp } from '../../shared/useApp';

/** Props of {@link PhoneStep}. */
export interface PhoneStepProps {
  readonly sms: SmsSignIn;
  /** The deployment's captcha; none by default. */
  readonly captcha?: CaptchaSetup | null;
}

/**
 * The first SMS login step: the phone number, checked before anything is sent. A wrong number is
 * marked on its field; a refused send (4102 limit…) or a missing captcha is an alert above the button.
 */
export function PhoneStep({ sms, captcha = null }: PhoneStepProps) {
  const { messages } = useApp();
  const t = messages.t;
  const { error } = sms;
  const fields: FieldSource = {
    idOf: (path) => `sms-phone-${path.replace(/\./g, '-')}`,
    errorOf: (path) => (path === 'phone.number' && error && !error.failed ? error.text : null),
    look: portalFieldLook(messages),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sms.sendCode();
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="sms-title">
      <p>{t('account.sms.intro')}</p>
      <PhoneField
        fields={fields}
        path="phone"
        value={sms.phone}
        onChange={sms.setPhone}
        numberRef={sms.numberRef}
        required
      />
      {captcha ? (
        <Captcha
          key={sms.captcha.round}
          setup={captcha}
          messages={messages}
          onChange={sms.captcha.onChange}
        />
      ) : null}
      {error?.failed && (
        <p className="form-alert" role="alert">
          {error.text}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button" disabled={sms.busy}>
          {sms.busy ? t('account.sending') : t('account.sms.send')}
        </button>
      </div>
    </form>
  );
}
