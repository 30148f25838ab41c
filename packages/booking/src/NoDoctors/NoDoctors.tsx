import { CALLBACK_MINUTES, isCoveredByPlan, isValidPhone, PHONE_LINE_HOURS, phoneLineAt } from '@wizyta/core';
import { type FormEvent, useRef, useState } from 'react';
import { Captcha } from '../Captcha/Captcha';
import { useCaptchaToken } from '../Captcha/useCaptchaToken';
import { ContactLines } from '../ContactLines/ContactLines';
import { useBooking } from '../flow/BookingContext';
import { useOrder } from '../flow/useOrder';
import { StepActions } from '../form/StepActions';
import { StepHeading } from '../form/StepHeading';
import { PhoneFields } from '../SignIn/PhoneFields';

const hour = (h: number) => `${h}:00`;

/**
 * No doctor is free in the range searched (spec §2): leave a phone number for a call-back, or call
 * the phone line (7–22; its number and the e-mail where the deployment has them); "back to the search"
 * keeps the form. The call-back comes within 15 minutes only while the line is open (Warsaw
 * time); otherwise the page says it comes after 7:00, today or tomorrow. A patient whose plan
 * covers the visit is told first that there are no free slots and to contact the patient carer
 * (spec §8's text; the sample backend answers the plan brands' search with it).
 */
export function NoDoctors() {
  const { actor, messages, sessionState, idPrefix, captcha, type } = useBooking();
  const sent = useOrder((s) => s.context.callBackSent && s.matches('callBackSent'));
  const sending = useOrder((s) => s.matches({ noDoctors: 'sending' }));
  const profile = sessionState.profile;
  const [prefix, setPrefix] = useState(profile?.phoneNumberPrefix ?? '+48');
  const [number, setNumber] = useState(profile?.phoneNumber ?? '');
  const [name, setName] = useState(profile?.firstName ?? '');
  const [invalid, setInvalid] = useState(false);
  // A single-use captcha solution: each send spends it, which remounts the captcha for a new one.
  const solved = useCaptchaToken();
  const captchaToken = solved.token;
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const numberInput = useRef<HTMLInputElement>(null);
  const line = phoneLineAt(new Date());
  const promise = (open: 'text' | 'sentText') =>
    line.open
      ? messages.t(`booking.noDoctors.${open}`, { minutes: CALLBACK_MINUTES })
      : messages.t(open === 'text' ? 'booking.noDoctors.textClosed' : 'booking.noDoctors.sentTextClosed', {
          opens: line.opens,
          from: hour(PHONE_LINE_HOURS.from),
        });
  const phoneLine = (
    <ul className="wb-text wb-contact">
      <ContactLines />
    </ul>
  );
  const searchAgain = (
    <button
      type="button"
      className="wb-button wb-button--secondary"
      onClick={() => actor.send({ type: 'RESTART' })}
    >
      {messages.t('booking.noDoctors.searchAgain')}
    </button>
  );
  if (sent) {
    return (
      <div className="wb-step wb-no-doctors">
        <StepHeading>{messages.t('booking.noDoctors.sentTitle')}</StepHeading>
        <p className="wb-text">{promise('sentText')}</p>
        {phoneLine}
        <div className="wb-actions">{searchAgain}</div>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = number.replace(/[\s-]/g, '');
    if (!isValidPhone(digits, prefix)) {
      setInvalid(true);
      numberInput.current?.focus();
      return;
    }
    setInvalid(false);
    setCaptchaMissing(captcha !== null && !captchaToken);
    if (captcha && !captchaToken) return;
    actor.send({
      type: 'CALL_BACK',
      phoneNumber: { prefix, number: digits },
      ...(name.trim() ? { name: name.trim() } : {}),
      ...(captchaToken ? { captchaToken } : {}),
    });
    if (captcha) solved.spend();
  };
  const nameId = `${idPrefix}-callback-name`;
  return (
    <form className="wb-step wb-no-doctors" onSubmit={submit} noValidate>
      <StepHeading>{messages.t('booking.noDoctors.title')}</StepHeading>
      {isCoveredByPlan({ type, roles: sessionState.roles }) ? (
        <p className="wb-text">{messages.formatError('NO_FREE_SLOTS')}</p>
      ) : null}
      <p className="wb-text">{promise('text')}</p>
      {phoneLine}
      <div className="wb-field">
        <label className="wb-field__label" htmlFor={nameId}>
          {messages.t('booking.noDoctors.name')}
        </label>
        <input
          id={nameId}
          className="wb-input"
          autoComplete="given-name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
      </div>
      <PhoneFields
        idBase={`${idPrefix}-callback`}
        prefix={prefix}
        number={number}
        onPrefix={setPrefix}
        onNumber={setNumber}
        error={invalid ? messages.t('validation.phoneInvalid') : null}
        numberRef={numberInput}
      />
      {captcha ? (
        <>
          <Captcha key={solved.round} setup={captcha} messages={messages} onChange={solved.onChange} />
          {captchaMissing ? (
            <p className="wb-alert" role="alert">
              {messages.t('common.captcha.required')}
            </p>
          ) : null}
        </>
      ) : null}
      <StepActions submitLabel={messages.t('booking.noDoctors.submit')} busy={sending} />
      <div className="wb-actions">{searchAgain}</div>
    </form>
  );
}
