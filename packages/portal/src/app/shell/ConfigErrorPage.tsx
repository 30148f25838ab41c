import type { Messages } from '@wizyta/core';

/**
 * The plain Polish page shown when `config.json` cannot be loaded or is invalid: no brand, no
 * session, just what happened and that retrying later may help. Details go to the console.
 */
export function ConfigErrorPage({ messages }: { readonly messages: Messages }) {
  return (
    <main className="standalone" id="main">
      <h1>{messages.t('portal.configError.title')}</h1>
      <p>{messages.t('portal.configError.text')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {messages.t('common.retry')}
      </button>
    </main>
  );
}
