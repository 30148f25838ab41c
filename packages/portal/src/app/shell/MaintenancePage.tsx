import type { Brand, Messages } from '@wizyta/core';

/**
 * The only page while the config's maintenance flag is set: 'Przerwa techniczna'. It takes
 * brand and messages as props, because in maintenance the shell (session, API) never starts.
 */
export function MaintenancePage({ brand, messages }: { readonly brand: Brand; readonly messages: Messages }) {
  return (
    <main className="standalone" id="main">
      <p className="standalone__brand">{brand.name}</p>
      <h1>{messages.t('common.maintenance')}</h1>
      <p>{messages.t('portal.maintenance.text')}</p>
    </main>
  );
}
