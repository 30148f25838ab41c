import { useApp } from '../../shared/useApp';

/**
 * Shown in place of a page whose code failed to load (a deploy replaced the chunks, the network
 * dropped): the shell stays, and a reload fetches the current files.
 */
export function RouteErrorPage() {
  const { messages } = useApp();
  return (
    <section className="page" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{messages.t('portal.routeError.title')}</h1>
      <p>{messages.t('portal.routeError.text')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {messages.t('common.retry')}
      </button>
    </section>
  );
}
