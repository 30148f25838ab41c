import { CheckboxField } from '@wizyta/booking/form';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useFieldErrors } from '../../components/form/useFieldErrors';
import { useApp } from '../../shared/useApp';
import { useCan } from '../../shared/useCan';
import { useSessionState } from '../../shared/useSessionState';
import { useToast } from '../../shared/useToast';
import { agreementsTarget } from './agreementsTarget';
import './agreements.css';

/**
 * `/agreements`: the terms (mandatory) and, where the brand permits them, the marketing and trade
 * agreements (optional). Accepting sends `PUT agreements` with the consents version read just
 * before, reloads the profile, and goes back to where the guard sent the patient from
 * (`redirectedFrom`, only a path inside the app). A failure keeps every choice on screen.
 */
export default function AgreementsPage() {
  const { api, brand, messages, session, assetUrl } = useApp();
  const state = useSessionState();
  const allowed = useCan();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const profile = state.profile;
  const [terms, setTerms] = useState(false);
  const [marketing, setMarketing] = useState(profile?.marketingAgreement ?? false);
  const [commercial, setCommercial] = useState(profile?.commercialAgreement ?? false);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const fields = useFieldErrors('agreements', form);
  const t = messages.t;
  const showMarketing = allowed('MARKETING_AGREEMENT');
  const showTrade = allowed('TRADE_AGREEMENT');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!terms) {
      fields.show({ termsAgreement: 'validation.termsRequired' });
      return;
    }
    setBusy(true);
    try {
      const { version } = await api.getConsents();
      await api.acceptAgreements({
        body: {
          termsAgreement: true,
          // A brand that does not ask for a consent leaves the patient's earlier answer as it was.
          marketingAgreement: showMarketing ? marketing : (profile?.marketingAgreement ?? false),
          commercialAgreement: showTrade ? commercial : (profile?.commercialAgreement ?? false),
          consentsVersion: version,
        },
      });
      await session.reloadProfile();
      toast.info(t('account.agreements.saved'));
      void navigate(agreementsTarget(params.get('redirectedFrom')), { replace: true });
    } catch (error) {
      toast.error(error);
      setBusy(false);
    }
  }

  return (
    <section className="page account-page" aria-labelledby="agreements-title">
      <h1 id="agreements-title">{t('account.agreements.title')}</h1>
      {state.termsAccepted && state.consentsVersionChanged && (
        <p className="agreements__changed">{t('account.agreements.changed')}</p>
      )}
      <p>{t('account.agreements.intro')}</p>
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <CheckboxField
          fields={fields}
          path="termsAgreement"
          label={t('account.consent.terms')}
          checked={terms}
          onChange={setTerms}
          required
          extra={
            <a href={assetUrl(brand.regulationHref)} target="_blank" rel="noopener">
              {t('account.consent.readTerms')} {t('account.document.pdf')}
            </a>
          }
        />
        {showMarketing && (
          <CheckboxField
            fields={fields}
            path="marketingAgreement"
            label={t('account.consent.marketing')}
            checked={marketing}
            onChange={setMarketing}
          />
        )}
        {showTrade && (
          <CheckboxField
            fields={fields}
            path="commercialAgreement"
            label={t('account.consent.commercial')}
            checked={commercial}
            onChange={setCommercial}
          />
        )}
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('account.saving') : t('account.agreements.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
