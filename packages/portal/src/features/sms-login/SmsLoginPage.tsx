import { type SmsPhoneNumber, safeRedirectTarget } from '@wizyta/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { PhoneValue } from '../../components/form/PhoneField';
import { useCaptchaSetup } from '../../shared/captcha/useCaptchaSetup';
import { useApp } from '../../shared/useApp';
import { CodeStep } from './CodeStep';
import { PhoneStep } from './PhoneStep';
import './sms-login.css';

/**
 * SMS login (`/sms-login`, public): the phone
 * number, then the code sent to it (`sms-login`, `sms-login/verify` through the session). Signed
 * in, the patient goes to `redirectedFrom` (a path inside the app) or `/`, and the guard takes it
 * from there (agreements, roles). Sign-in through the identity provider is offered too, except in
 * another site's frame, where the IdP cannot be shown.
 */
export default function SmsLoginPage() {
  const { messages, session, framed } = useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [phone, setPhone] = useState<PhoneValue>({ prefix: '+48', number: '' });
  const [sent, setSent] = useState<{ phone: SmsPhoneNumber; at: number } | null>(null);
  const t = messages.t;
  const captcha = useCaptchaSetup();

  async function send(to: SmsPhoneNumber, captchaToken?: string) {
    await session.startSmsLogin(to, captchaToken);
    setSent({ phone: to, at: Date.now() });
  }

  async function verify(to: SmsPhoneNumber, code: string) {
    await session.verifySmsLogin(to, code);
    const target = safeRedirectTarget(params.get('redirectedFrom') ?? undefined);
    void navigate(target ?? '/', { replace: true });
  }

  return (
    <section className="page account-page sms-login" aria-labelledby="sms-title">
      <h1 id="sms-title">{t(sent ? 'account.sms.codeTitle' : 'account.sms.title')}</h1>
      {sent ? (
        <CodeStep
          phone={sent.phone}
          sentAt={sent.at}
          onVerify={(code) => verify(sent.phone, code)}
          // With a captcha a new code needs a new solution: back to the phone step.
          onResend={captcha ? async () => setSent(null) : () => send(sent.phone)}
          onChangePhone={() => setSent(null)}
        />
      ) : (
        <PhoneStep phone={phone} onPhone={setPhone} onSend={send} captcha={captcha} />
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
    </section>
  );
}
