import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useBooking } from '../flow/BookingContext';
import type { SsoLoginOutcome } from '../flow/BookingProps';
import { FieldError } from '../form/FieldError';
import { StepHeading } from '../form/StepHeading';
import { PhoneFields } from './PhoneFields';
import { type SmsSignInTexts, useSmsSignIn } from './useSmsSignIn';

const SSO_OUTCOME_TEXT = {
  blocked: 'booking.signIn.ssoBlocked',
  closed: 'booking.signIn.ssoClosed',
} as const satisfies Record<SsoLoginOutcome, string>;

const TEXTS: SmsSignInTexts = { errorWithCode: 'booking.errorWithCode', codeFormat: 'validation.invalid' };

// Deployments with `captchaSiteKey`, and any once the API asks for one (4108): with the flow's rarely shown screens.
const Captcha = lazy(() => import('../rareScreens').then((m) => ({ default: m.Captcha })));

/**
 * Sign-in before the booking (decided: when the flow reaches the personal data anonymously). SMS
 * first, inline, through the shared {@link useSmsSignIn}: phone → 'Wyślij kod' → code → 'Zaloguj';
 * every message under the field it concerns. SSO (`session.login()`: a redirect, the order waiting
 * in sessionStorage, or the widget frame's popup, whose blocked or closed window is shown here) is
 * the other choice. Once the session is signed in BookingApp tells the machine (SESSION_CHANGED)
 * and the step shows.
 */
export function SignIn({ embedded = false }: { readonly embedded?: boolean }) {
  const { messages, session, sessionState, idPrefix, captcha, stepUpCaptcha } = useBooking();
  const sms = useSmsSignIn({
    session,
    messages,
    texts: TEXTS,
    prefix: sessionState.profile?.phoneNumberPrefix ?? undefined,
    captcha: Boolean(captcha),
  });
  const [ssoOutcome, setSsoOutcome] = useState<SsoLoginOutcome | undefined>();
  const { sentTo, busy, cooldown } = sms;
  const shownCaptcha = captcha ?? (sms.stepUp ? stepUpCaptcha : null);
  const error = sms.error?.text ?? null;
  const codeId = `${idPrefix}-sms-code`;
  const submit = (next: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    void next();
  };

  return (
    <div className={embedded ? 'wb-signin wb-signin--embedded' : 'wb-step wb-signin'}>
      <StepHeading>{messages.t('booking.signIn.title')}</StepHeading>
      <p className="wb-text">{messages.t('booking.signIn.text')}</p>
      {sentTo ? (
        <form className="wb-form" onSubmit={submit(sms.verify)} noValidate>
          <p className="wb-text" role="status">
            {messages.t('booking.signIn.codeSent', { phone: `${sentTo.prefix} ${sentTo.number}` })}
          </p>
          <div className="wb-field">
            <label className="wb-field__label" htmlFor={codeId}>
              {messages.t('booking.signIn.code')}
            </label>
            <input
              id={codeId}
              ref={sms.codeRef}
              className="wb-input wb-input--code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              value={sms.code}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${codeId}-error` : undefined}
              onChange={(e) => sms.setCode(e.currentTarget.value)}
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
              onClick={() => void sms.resend()}
            >
              {cooldown > 0
                ? messages.t('booking.signIn.resendIn', { seconds: cooldown })
                : messages.t('booking.signIn.resend')}
            </button>
            <button type="button" className="wb-button wb-button--link" onClick={sms.changePhone}>
              {messages.t('booking.signIn.changePhone')}
            </button>
          </div>
        </form>
      ) : (
        <form className="wb-form" onSubmit={submit(sms.sendCode)} noValidate>
          <PhoneFields
            idBase={`${idPrefix}-sms`}
            prefix={sms.phone.prefix}
            number={sms.phone.number}
            onPrefix={(prefix) => sms.setPhone({ ...sms.phone, prefix })}
            onNumber={(number) => sms.setPhone({ ...sms.phone, number })}
            error={error}
            numberRef={sms.numberRef}
          />
          {shownCaptcha ? (
            <Suspense fallback={null}>
              <Captcha
                key={sms.captcha.round}
                setup={shownCaptcha}
                messages={messages}
                onChange={sms.captcha.onChange}
              />
            </Suspense>
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
