import { isValidPhone, toAppError } from '@wizyta/core';
import { type FormEvent, useRef, useState } from 'react';
import { useBooking } from '../BookingApp/BookingContext';
import type { SsoLoginOutcome } from '../BookingApp/BookingProps';
import { Captcha } from '../Captcha/Captcha';
import { FieldError } from '../form/FieldError';
import { StepHeading } from '../form/StepHeading';
import { PhoneFields } from './PhoneFields';
import { useCooldown } from './useCooldown';

const SSO_OUTCOME_TEXT = {
  blocked: 'booking.signIn.ssoBlocked',
  closed: 'booking.signIn.ssoClosed',
} as const satisfies Record<SsoLoginOutcome, string>;

/** Seconds before another SMS code may be asked for. */
export const RESEND_COOLDOWN_S = 30;

/**
 * Sign-in before the booking (decided: when the flow reaches the personal data anonymously). SMS
 * first, inline: phone → 'Wyślij kod' → code → 'Zaloguj'; failures (4105, 4106, 4107, 4102…) show
 * their catalogue text and code under the field they concern; a new code after a cool-down. SSO
 * (`session.login()`: a redirect, the order waiting in sessionStorage, or the widget frame's popup,
 * whose blocked or closed window is shown here) is the other choice. Once the
 * session is signed in BookingApp tells the machine (SESSION_CHANGED) and the step shows.
 */
export function SignIn({ embedded = false }: { readonly embedded?: boolean }) {
  const { messages, session, sessionState, idPrefix, captcha } = useBooking();
  const profile = sessionState.profile;
  const [prefix, setPrefix] = useState(profile?.phoneNumberPrefix ?? '+48');
  const [number, setNumber] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<{ prefix: string; number: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ssoOutcome, setSsoOutcome] = useState<SsoLoginOutcome | undefined>();
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  // The captcha's solution is single-use: every attempt remounts it (a new key) for a new one.
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const cooldown = useCooldown(resendAt);
  const numberInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const codeId = `${idPrefix}-sms-code`;

  const fail = (e: unknown, field: HTMLInputElement | null) => {
    const { code: errorCode } = toAppError(e);
    const text = messages.formatError(errorCode);
    setError(
      typeof errorCode === 'number'
        ? messages.t('booking.errorWithCode', { code: errorCode, message: text })
        : text,
    );
    field?.focus();
  };
  const send = async (phone: { prefix: string; number: string }) => {
    if (captcha && !captchaToken) {
      setError(messages.t('common.captcha.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await session.startSmsLogin(phone, captchaToken ?? undefined);
      setSentTo(phone);
      setResendAt(Date.now() + RESEND_COOLDOWN_S * 1000);
      setCode('');
      requestAnimationFrame(() => codeInput.current?.focus());
    } catch (e) {
      fail(e, numberInput.current);
    } finally {
      setBusy(false);
      if (captcha) setCaptchaRound((n) => n + 1);
    }
  };
  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    const phone = { prefix: prefix.trim(), number: number.replace(/[\s-]/g, '') };
    if (!isValidPhone(phone.number, phone.prefix)) {
      setError(messages.t(phone.number ? 'validation.phoneInvalid' : 'validation.required'));
      numberInput.current?.focus();
      return;
    }
    void send(phone);
  };
  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    if (!/^\d{4,8}$/.test(code.trim())) {
      setError(messages.t(code.trim() ? 'validation.invalid' : 'validation.required'));
      codeInput.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await session.verifySmsLogin(sentTo, code.trim());
    } catch (e) {
      fail(e, codeInput.current);
      setBusy(false);
    }
  };

  return (
    <div className={embedded ? 'wb-signin wb-signin--embedded' : 'wb-step wb-signin'}>
      <StepHeading>{messages.t('booking.signIn.title')}</StepHeading>
      <p className="wb-text">{messages.t('booking.signIn.text')}</p>
      {sentTo ? (
        <form className="wb-form" onSubmit={submitCode} noValidate>
          <p className="wb-text" role="status">
            {messages.t('booking.signIn.codeSent', { phone: `${sentTo.prefix} ${sentTo.number}` })}
          </p>
          <div className="wb-field">
            <label className="wb-field__label" htmlFor={codeId}>
              {messages.t('booking.signIn.code')}
            </label>
            <input
              id={codeId}
              ref={codeInput}
              className="wb-input wb-input--code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              value={code}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${codeId}-error` : undefined}
              onChange={(e) => setCode(e.currentTarget.value)}
            />
            <FieldError id={`${codeId}-error`} error={error} />
          </div>
          <div className="wb-actions">
            <button type="submit" className="wb-button wb-button--primary" disabled={busy}>
              {messages.t('booking.signIn.submit')}
            </button>
            <button
              type="button"
              className="wb-button wb-button--secondary"
              disabled={busy || cooldown > 0}
              // With a captcha a new code needs a new solution: back to the number form.
              onClick={() => (captcha ? setSentTo(null) : void send(sentTo))}
            >
              {cooldown > 0
                ? messages.t('booking.signIn.resendIn', { seconds: cooldown })
                : messages.t('booking.signIn.resend')}
            </button>
            <button
              type="button"
              className="wb-button wb-button--link"
              onClick={() => {
                setSentTo(null);
                setError(null);
                // This button goes with the code form: the focus goes to the number it changes.
                requestAnimationFrame(() => numberInput.current?.focus());
              }}
            >
              {messages.t('booking.signIn.changePhone')}
            </button>
          </div>
        </form>
      ) : (
        <form className="wb-form" onSubmit={submitPhone} noValidate>
          <PhoneFields
            idBase={`${idPrefix}-sms`}
            prefix={prefix}
            number={number}
            onPrefix={setPrefix}
            onNumber={setNumber}
            error={error}
            numberRef={numberInput}
          />
          {captcha ? (
            <Captcha key={captchaRound} setup={captcha} messages={messages} onChange={setCaptchaToken} />
          ) : null}
          <div className="wb-actions">
            <button type="submit" className="wb-button wb-button--primary" disabled={busy}>
              {messages.t('booking.signIn.sendCode')}
            </button>
          </div>
        </form>
      )}
      {session.login ? (
        <>
          <p className="wb-divider">{messages.t('booking.signIn.or')}</p>
          <button
            type="button"
            className="wb-button wb-button--secondary"
            onClick={() => {
              setSsoOutcome(undefined);
              // Called in the click itself: a popup opened later would be blocked.
              void session.login?.().then((outcome) => setSsoOutcome(outcome || undefined));
            }}
          >
            {messages.t('booking.signIn.sso')}
          </button>
          {ssoOutcome ? (
            <p className="wb-field__error" role="alert">
              {messages.t(SSO_OUTCOME_TEXT[ssoOutcome])}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
