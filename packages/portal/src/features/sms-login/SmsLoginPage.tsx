import { type SmsSignInTexts, useSmsSignIn } from '@wizyta/booking/useSmsSignIn';
import { safeRedirectTarget } from '@wizyta/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCaptchaSetup } from '../../shared/captcha/useCaptchaSetup';
import { useAnalytics } from '../../shared/useAnalytics';
import { useApp } from '../../shared/useApp';
import { useCan } from '../../shared/useCan';
import { CodeStep } from './CodeStep';
import { PhoneStep } from './PhoneStep';
import './sms-login.css';

const TEXTS: SmsSignInTexts = {
  errorWithCode: 'portal.toast.errorWithCode',
  codeFormat: 'account.sms.codeFormat',
};

/**
 * SMS login (`/sms-login`, public), the booking flow's sign-in ({@link useSmsSignIn}) in the
 * portal's layout: the phone number, then the code sent to it. Signed
 * in, the patient goes to `redirectedFrom` (a path inside the app) or `/`, and the guard takes it
 * from there (agreements, roles). Sign-in through the identity provider is offered too, except in
 * another site's frame, where the IdP cannot be shown; and, where the brand has registration, the
 * way to sign up.
 */
export default function SmsLoginPage() {
  const { messages, session, framed } = useApp();
  const allowed = useCan();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const t = messages.t;
  const captcha = useCaptchaSetup();
  const stepUpCaptcha = useCaptchaSetup(true);
  const { track } = useAnalytics();
  const sms = useSmsSignIn({
    session,
    messages,
    texts: TEXTS,
    captcha: captcha !== null,
    onSignedIn: () => {
      // The profile is loaded by now: its marketing agreement decides whether this is sent.
      track('login', { method: 'sms' });
      const target = safeRedirectTarget(params.get('redirectedFrom') ?? undefined);
      void navigate(target ?? '/', { replace: true });
    },
  });
  const sent = sms.sentTo;

  return (
    <section className="page account-page sms-login" aria-labelledby="sms-title">
      <h1 id="sms-title">{t(sent ? 'account.sms.codeTitle' : 'account.sms.title')}</h1>
      {sent ? (
        <CodeStep sms={sms} phone={sent} />
      ) : (
        <PhoneStep sms={sms} captcha={captcha ?? (sms.stepUp ? stepUpCaptcha : null)} />
      )}
      {/* In another site's frame the IdP's form cannot be shown: SMS is the only way in there. */}
      {framed ? null : (
        <>
          <p className="sms-login__or">{t('account.sms.or')}</p>
          <button type="button" className="button button--secondary" onClick={() => void session.login()}>
            {t('account.sms.sso')}
          </button>
        </>
      )}
      {allowed('REGISTRATION') && (
        <p className="sms-login__register">
          {t('account.sms.noAccount')} <Link to="/registration">{t('account.sms.register')}</Link>
        </p>
      )}
    </section>
  );
}
