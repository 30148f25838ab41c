import { useApp } from '../../shared/useApp';

/**
 * After a session ended for a reason (4311 session expired, 4312 patient data unavailable), the
 * patient lands here rather than straight on the IdP's form: the page says why and offers to
 * sign in again.
 */
export function SignedOutPage({ code }: { readonly code: number }) {
  const { messages, session } = useApp();
  return (
    <section className="signed-out" aria-labelledby="signed-out-title">
      <h1 id="signed-out-title">{messages.t('portal.signedOut.title')}</h1>
      <p>{messages.t('portal.signedOut.reason', { code, message: messages.formatError(code) })}</p>
      <button type="button" className="button" onClick={() => void session.login()}>
        {messages.t('portal.signedOut.signIn')}
      </button>
    </section>
  );
}
