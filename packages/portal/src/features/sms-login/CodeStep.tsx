import type { SmsPhoneNumber } from '@wizyta/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { describedBy, FieldMessage } from '../../components/form/FieldMessage';
import { useApp } from '../../shared/useApp';
import { smsErrorText } from './smsErrorText';
import { useCooldown } from './useCooldown';

/** Seconds before another code may be asked for. */
export const RESEND_COOLDOWN_S = 30;

/** Props of {@link CodeStep}. */
export interface CodeStepProps {
  readonly phone: SmsPhoneNumber;
  /** When the code was (last) sent, epoch ms: the resend button waits {@link RESEND_COOLDOWN_S}. */
  readonly sentAt: number;
  readonly onVerify: (code: string) => Promise<void>;
  readonly onResend: () => Promise<void>;
  readonly onChangePhone: () => void;
}

/**
 * The second SMS login step: the code. A wrong code (4105), too many attempts (4107), an
 * exhausted limit (4102) or any other failure shows its catalogue text under the field, which
 * keeps focus; a new code can be sent after a cool-down.
 */
export function CodeStep({ phone, sentAt, onVerify, onResend, onChangePhone }: CodeStepProps) {
  const { messages } = useApp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cooldown = useCooldown(sentAt + RESEND_COOLDOWN_S * 1000);
  const input = useRef<HTMLInputElement>(null);
  const id = 'sms-code';
  const t = messages.t;

  useEffect(() => input.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!/^\d{4,8}$/.test(value)) {
      setError(t(value ? 'account.sms.codeFormat' : 'validation.required'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onVerify(value);
    } catch (failure) {
      setError(smsErrorText(failure, messages));
      setBusy(false);
      input.current?.focus();
    }
  }

  async function resend() {
    setBusy(true);
    setError(null);
    try {
      await onResend();
      setCode('');
      setNotice(t('account.sms.resent'));
      input.current?.focus();
    } catch (failure) {
      setError(smsErrorText(failure, messages));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="sms-title">
      <p role="status">
        {t('account.sms.codeSent', { phone: `${phone.prefix} ${phone.number}` })} {notice}
      </p>
      <div className="form-field">
        <label className="form-field__label" htmlFor={id}>
          {t('account.sms.code')}
        </label>
        <input
          id={id}
          ref={input}
          name="code"
          className="form-field__input sms-login__code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          {...describedBy(id, error)}
        />
        <FieldMessage id={`${id}-error`} error={error} />
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {t('account.sms.submit')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy || cooldown > 0}
          onClick={() => void resend()}
        >
          {cooldown > 0 ? t('account.sms.resendIn', { seconds: cooldown }) : t('account.sms.resend')}
        </button>
        <button type="button" className="sms-login__link" onClick={onChangePhone}>
          {t('account.sms.changePhone')}
        </button>
      </div>
    </form>
  );
}
