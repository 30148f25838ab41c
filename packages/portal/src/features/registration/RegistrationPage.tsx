import { useCaptchaToken } from '@wizyta/booking/captcha';
import { CheckboxField } from '@wizyta/booking/form';
import { type Action, can, registrationFormSchema, validateForm } from '@wizyta/core';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConsentFields } from '../../components/form/ConsentFields';
import { FormActions } from '../../components/form/FormActions';
import { useFieldErrors } from '../../components/form/useFieldErrors';
import { CaptchaField } from '../../shared/captcha/CaptchaField';
import { useCaptchaSetup } from '../../shared/captcha/useCaptchaSetup';
import { useAnalytics } from '../../shared/useAnalytics';
import { useApp } from '../../shared/useApp';
import { useToast } from '../../shared/useToast';
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
 * birth and gender. The captcha (ALTCHA) is there when the config has a site key. A failed call
 * shows 4983 and keeps everything typed; success says how to sign in (SMS login).
 */
export default function RegistrationPage() {
  const { api, brand, config, messages, assetUrl, session } = useApp();
  // The visitor is anonymous: ask what the brand grants the patient they are becoming.
  const allowed = (action: Action) => can(action, { roles: ['PATIENT'], type: config.type });
  const toast = useToast();
  const [draft, setDraft] = useState<RegistrationDraft>(EMPTY_REGISTRATION);
  const [busy, setBusy] = useState(false);
  const [registeredPhone, setRegisteredPhone] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const captcha = useCaptchaSetup();
  const solved = useCaptchaToken();
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const fields = useFieldErrors('registration', form);
  // Nobody is signed in here: the marketing agreement just given is the consent to sign_up.
  const consented = useRef(false);
  const { track } = useAnalytics(() => consented.current);
  const t = messages.t;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(registrationFormSchema, registrationInput(draft));
    if (!result.success) {
      fields.show(result.errors);
      return;
    }
    setCaptchaMissing(captcha !== null && !solved.token);
    if (captcha && !solved.token) return;
    setBusy(true);
    try {
      await api.registerPatient({ body: toRegistrationRequest(result.data, solved.token) });
      consented.current = result.data.marketingAgreement === true;
      track('sign_up', {});
      const { prefix, number } = result.data.phoneNumber;
      setRegisteredPhone(`${prefix} ${number}`);
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
      if (captcha) solved.spend();
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
      <div className="registration__sign-in">
        <p>{t('account.registration.haveAccount')}</p>
        <button type="button" className="button button--secondary" onClick={() => void session.login()}>
          {t('common.signIn')}
        </button>
        <Link className="button button--secondary" to="/sms-login">
          {t('account.registration.signIn')}
        </Link>
      </div>
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <RegistrationFields fields={fields} draft={draft} onDraft={setDraft} />
        <fieldset>
          <legend>{t('account.registration.consents')}</legend>
          <CheckboxField
            fields={fields}
            path="termsAgreement"
            label={t('account.consent.terms')}
            checked={draft.termsAgreement}
            onChange={(termsAgreement) => setDraft((current) => ({ ...current, termsAgreement }))}
            required
            extra={
              <a href={assetUrl(brand.regulationHref)} target="_blank" rel="noopener">
                {t('account.consent.readTerms')} {t('account.document.pdf')}
              </a>
            }
          />
          <ConsentFields
            fields={fields}
            allowed={allowed}
            value={draft}
            onChange={(consents) => setDraft((current) => ({ ...current, ...consents }))}
          />
        </fieldset>
        {captcha ? <CaptchaField setup={captcha} solved={solved} missing={captchaMissing} /> : null}
        <FormActions
          busy={busy}
          invalid={fields.invalid}
          label={t('account.registration.submit')}
          busyLabel={t('account.sending')}
        />
      </form>
    </section>
  );
}
