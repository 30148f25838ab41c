import { FieldError, fieldAria } from '@wizyta/booking/form';
import type { SmsSignIn } from '@wizyta/booking/useSmsSignIn';
import type { SmsPhoneNumber } from '@wizyta/core';
import type { FormEvent } from 'react';
import { useApp } from '../../shared/useApp';

const ID = 'sms-code';

/**
 * The second SMS login step: the code sent to `phone`. Every failure (4105 wrong code, 4107 too
 * many attempts, 4102 limit…) shows its catalogue text under the field, which keeps focus; a new
 * code can be sent after the cool-down.
 */
export function CodeStep({ sms, phone }: { readonly sms: SmsSignIn; readonly phone: SmsPhoneNumber }) {
  const { messages } = useApp();
  const t = messages.t;
  const error = sms.error?.text ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sms.verify();
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="sms-title">
      <p role="status">
        {t('account.sms.codeSent', { phone: `${phone.prefix} ${phone.number}` })}{' '}
        {sms.resent ? t('account.sms.resent') : null}
      </p>
      <div className="form-field">
        <label className="form-field__label" htmlFor={ID}>
          {t('account.sms.code')}
        </label>
        <input
          id={ID}
          ref={sms.codeRef}
          name="code"
          className="form-field__input sms-login__code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={sms.code}
          onChange={(event) => sms.setCode(event.currentTarget.value)}
          {...fieldAria(ID, error)}
        />
        <FieldError id={`${ID}-error`} error={error} className="form-field__error" />
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={sms.busy}>
          {t('account.sms.submit')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={sms.busy || sms.cooldown > 0}
          onClick={() => void sms.resend()}
        >
          {sms.cooldown > 0 ? t('account.sms.resendIn', { seconds: sms.cooldown }) : t('account.sms.resend')}
        </button>
        <button type="button" className="sms-login__link" onClick={sms.changePhone}>
          {t('account.sms.changePhone')}
        </button>
      </div>
    </form>
  );
}
