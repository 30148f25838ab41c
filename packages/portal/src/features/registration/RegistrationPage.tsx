import { type Action, can, registrationFormSchema, validateForm } from '@wizyta/core';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CheckboxField } from '../../components/form/CheckboxField';
import { useFieldErrors } from '../../components/form/useFieldErrors';
import { useApp } from '../../shared/useApp';
import { useToast } from '../../shared/useToast';
import { Captcha, readCaptchaToken } from './Captcha';
import { RegistrationFields } from './RegistrationFields';
import {
  EMPTY_REGISTRATION,
  type RegistrationDraft,
  registrationInput,
  toRegistrationRequest,
} from './registrationDraft';
import './registration.css';

/**
 * `/registration` (public; the guard sends a brand without REGISTRATION to `/`): the form of
 * spec §5, validated by core's registration schema (Polish names, PESEL checksum and date, the
 * date of birth matching the PESEL, a real phone number). A valid PESEL fills in the date of
 * birth and gender. The captcha container is there when the config has a site key. A failed call
 * shows 4983 and keeps everything typed; success says how to sign in (SMS login).
 */
export default function RegistrationPage() {
  const { api, brand, config, messages, assetUrl } = useApp();
  // The visitor is anonymous: ask what the brand grants the patient they are becoming.
  const allowed = (action: Action) => can(action, { roles: ['PATIENT'], type: config.type });
  const toast = useToast();
  const [draft, setDraft] = useState<RegistrationDraft>(EMPTY_REGISTRATION);
  const [busy, setBusy] = useState(false);
  const [registeredPhone, setRegisteredPhone] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const captcha = useRef<HTMLDivElement>(null);
  const fields = useFieldErrors('registration', form);
  const t = messages.t;
  const set =
    <K extends keyof RegistrationDraft>(key: K) =>
    (value: RegistrationDraft[K]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(registrationFormSchema, registrationInput(draft));
    if (!result.success) {
      fields.show(result.errors);
      return;
    }
    setBusy(true);
    try {
      await api.registerPatient({
        body: toRegistrationRequest(result.data, readCaptchaToken(captcha.current)),
      });
      const { prefix, number } = result.data.phoneNumber;
      setRegisteredPhone(`${prefix} ${number}`);
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  }

  if (registeredPhone) {
    return (
      <section className="page account-page registration" aria-labelledby="registration-done-title">
        <h1 id="registration-done-title">{t('account.registration.doneTitle')}</h1>
        <p role="status">{t('account.registration.doneText', { phone: registeredPhone })}</p>
        <Link className="button" to="/sms-login">
          {t('account.registration.signIn')}
        </Link>
      </section>
    );
  }

  return (
    <section className="page account-page registration" aria-labelledby="registration-title">
      <h1 id="registration-title">{t('account.registration.title')}</h1>
      <p>{t('account.registration.intro')}</p>
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <RegistrationFields fields={fields} draft={draft} onDraft={setDraft} />
        <fieldset>
          <legend>{t('account.registration.consents')}</legend>
          <CheckboxField
            fields={fields}
            path="termsAgreement"
            label={t('account.consent.terms')}
            checked={draft.termsAgreement}
            onChange={set('termsAgreement')}
            required
            extra={
              <a href={assetUrl(brand.regulationHref)} target="_blank" rel="noopener">
                {t('account.consent.readTerms')} {t('account.document.pdf')}
              </a>
            }
          />
          {allowed('MARKETING_AGREEMENT') && (
            <CheckboxField
              fields={fields}
              path="marketingAgreement"
              label={t('account.consent.marketing')}
              checked={draft.marketingAgreement}
              onChange={set('marketingAgreement')}
            />
          )}
          {allowed('TRADE_AGREEMENT') && (
            <CheckboxField
              fields={fields}
              path="commercialAgreement"
              label={t('account.consent.commercial')}
              checked={draft.commercialAgreement}
              onChange={set('commercialAgreement')}
            />
          )}
        </fieldset>
        {config.captchaSiteKey && <Captcha siteKey={config.captchaSiteKey} container={captcha} />}
        {fields.invalid && (
          <p className="form-alert" role="alert">
            {t('account.formInvalid')}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('account.sending') : t('account.registration.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
