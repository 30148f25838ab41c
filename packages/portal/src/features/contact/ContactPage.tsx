import { useCaptchaToken } from '@wizyta/booking/captcha';
import { fieldBinder, TextField } from '@wizyta/booking/form';
import {
  type ContactFormValues,
  can,
  contactFormSchema,
  PHONE_LINE_HOURS,
  telHref,
  validateForm,
} from '@wizyta/core';
import { type FormEvent, useRef, useState } from 'react';
import { EmailField } from '../../components/form/EmailField';
import { FormActions } from '../../components/form/FormActions';
import { useFieldErrors } from '../../components/form/useFieldErrors';
import { CaptchaField } from '../../shared/captcha/CaptchaField';
import { useCaptchaSetup } from '../../shared/captcha/useCaptchaSetup';
import { useApp } from '../../shared/useApp';
import { useSessionState } from '../../shared/useSessionState';
import { useToast } from '../../shared/useToast';
import './contact.css';

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * `/contact` (public): where SHOW_CONTACT_INFORMATION allows, the phone line's hours (7–22) and the
 * deployment's phone and e-mail (config `contactPhone`, `contactEmail`) as `tel:` and `mailto:`
 * links; and the contact form of spec §5 (e-mail, name, subject, message) sent to `contact/message`. A
 * signed-in patient finds their name and e-mail filled in. A failure keeps the message.
 */
export default function ContactPage() {
  const { api, config, messages } = useApp();
  const { profile, roles } = useSessionState();
  const toast = useToast();
  const [values, setValues] = useState<ContactFormValues>(() => ({
    email: profile?.email ?? '',
    name: profile ? `${profile.firstName} ${profile.lastName}`.trim() : '',
    subject: '',
    message: '',
  }));
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const captcha = useCaptchaSetup();
  const solved = useCaptchaToken();
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const fields = useFieldErrors('contact', form);
  const t = messages.t;
  const bind = fieldBinder(fields, values, (next) => {
    setSent(false);
    setValues(next);
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(contactFormSchema, values);
    if (!result.success) {
      fields.show(result.errors);
      return;
    }
    setCaptchaMissing(captcha !== null && !solved.token);
    if (captcha && !solved.token) return;
    setBusy(true);
    try {
      await api.sendContactMessage({
        body: { ...result.data, ...(solved.token ? { captchaToken: solved.token } : {}) },
      });
      setValues((current) => ({ ...current, subject: '', message: '' }));
      setSent(true);
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
      if (captcha) solved.spend();
    }
  }

  return (
    <section className="page account-page contact" aria-labelledby="contact-title">
      <h1 id="contact-title">{t('account.contact.title')}</h1>
      {can('SHOW_CONTACT_INFORMATION', { roles, type: config.type }) && (
        <>
          {(config.contactPhone || config.contactEmail) && (
            <dl className="contact__ways">
              {config.contactPhone && (
                <div>
                  <dt>{t('account.contact.phone')}</dt>
                  <dd>
                    <a href={telHref(config.contactPhone)}>{config.contactPhone}</a>
                  </dd>
                </div>
              )}
              {config.contactEmail && (
                <div>
                  <dt>{t('account.contact.email')}</dt>
                  <dd>
                    <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
                  </dd>
                </div>
              )}
            </dl>
          )}
          <p className="contact__phone-line">
            {t('account.contact.phoneLine', {
              from: hour(PHONE_LINE_HOURS.from),
              to: hour(PHONE_LINE_HOURS.to),
            })}
          </p>
        </>
      )}
      <p>{t('account.contact.intro')}</p>
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <TextField {...bind('name')} label={t('account.contact.name')} autoComplete="name" required />
        <EmailField {...bind('email')} />
        <TextField {...bind('subject')} label={t('account.contact.subject')} required />
        <TextField
          {...bind('message')}
          label={t('account.contact.message')}
          multiline
          maxLength={2000}
          required
        />
        {captcha ? <CaptchaField setup={captcha} solved={solved} missing={captchaMissing} /> : null}
        <FormActions busy={busy} label={t('account.contact.submit')} busyLabel={t('account.sending')} />
        <p className="form-status" role="status">
          {sent ? t('account.contact.sent') : ''}
        </p>
      </form>
    </section>
  );
}
