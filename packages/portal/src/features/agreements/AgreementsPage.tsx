import { AgreementsForm } from '@wizyta/booking/account';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { portalFieldLook } from '../../components/form/portalFieldLook';
import { useApp } from '../../shared/useApp';
import { useToast } from '../../shared/useToast';
import { agreementsTarget } from './agreementsTarget';
import './agreements.css';

/**
 * `/agreements`: the terms (mandatory) and, where the brand permits them, the marketing and trade
 * agreements (optional) — `@wizyta/booking/account`'s form, which the booking flow's agreements
 * step shows too. Once accepted (and the profile reloaded) the page goes back to where the guard
 * sent the patient from (`redirectedFrom`, only a path inside the app). A failure keeps every
 * choice on screen.
 */
export default function AgreementsPage() {
  const { api, brand, messages, session, assetUrl, config } = useApp();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const look = useMemo(() => portalFieldLook(messages), [messages]);
  const t = messages.t;

  return (
    <section className="page account-page" aria-labelledby="agreements-title">
      <h1 id="agreements-title">{t('account.agreements.title')}</h1>
      <AgreementsForm
        messages={messages}
        api={api}
        session={session}
        type={config.type}
        regulationUrl={assetUrl(brand.regulationHref)}
        formId="agreements"
        look={look}
        formClass="form"
        actionsClass="form-actions"
        buttonClass="button"
        noteClass="agreements__changed"
        onAccepted={() => {
          toast.info(t('account.agreements.saved'));
          void navigate(agreementsTarget(params.get('redirectedFrom')), { replace: true });
        }}
        onError={(error) => toast.error(error)}
      />
    </section>
  );
}
