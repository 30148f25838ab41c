import { type AppConfig, brandOf, createSession, forgetSignedInDictionaries, loadConfig } from '@wizyta/core';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppContextValue } from '../shared/AppContext';
import { createToastStore } from '../shared/toast/ToastStore';
import { applyBrandHead } from './applyBrandHead';
import { applyTheme } from './applyTheme';
import { createLazyApiClient } from './createLazyApiClient';
import { createPortalRouter } from './createPortalRouter';
import { createPortalMessages } from './i18n/createPortalMessages';
import { MessageAreasContext } from './i18n/MessageAreasContext';
import { readLocale } from './i18n/readLocale';
import { PortalRoot } from './PortalRoot';
import { readBasePath, routePathOf } from './readBasePath';
import { preloadRoutePage } from './routes/routePage';
import { ConfigErrorPage } from './shell/ConfigErrorPage';
import { MaintenancePage } from './shell/MaintenancePage';

/**
 * Starts the portal: reads the base path, the language (`?lang=en|uk`, Polish by default) and
 * `config.json` under the base path (a ConfigError → the plain error page), dresses the document
 * as the brand (title, favicon, theme), shows only the maintenance page when flagged, otherwise
 * creates the session and its API client, renders the router and starts keycloak-js's check-sso;
 * the current route's page is fetched meanwhile.
 */
export async function startPortal(doc: Document = document): Promise<void> {
  const container = doc.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  const basePath = readBasePath(doc);
  const locale = readLocale(doc);
  if (locale !== 'pl') doc.documentElement.lang = locale;
  // English or Ukrainian fetches its shell chunk while config.json is on its way; Polish resolves at once.
  const portalMessages = createPortalMessages(locale);
  // The page the address names is fetched now, alongside config.json and the SSO check, not after.
  const routePath = routePathOf(doc.location.pathname, basePath);
  if (routePath)
    portalMessages.then(
      ({ loadAreas }) => preloadRoutePage(routePath, loadAreas),
      () => undefined,
    );

  let config: AppConfig;
  try {
    config = await loadConfig(`${basePath}config.json`);
  } catch (error) {
    const { messages } = await portalMessages;
    console.error(error);
    root.render(<ConfigErrorPage messages={messages} />);
    return;
  }

  const { messages, loadAreas } = await portalMessages;
  const brand = brandOf(config.type);
  applyBrandHead(brand, basePath, doc);
  applyTheme(brand.theme, doc);
  if (config.maintenance) {
    root.render(<MaintenancePage brand={brand} messages={messages} />);
    return;
  }

  // Framed by another site (an insurer's app): no SSO check — the IdP refuses frames and
  // third-party cookies are usually blocked there — so sign-in goes through SMS login.
  const framed = window.top !== window.self;
  const session = createSession({
    config,
    api: (hooks) => createLazyApiClient({ config, ...hooks }),
    baseUrl: new URL(basePath, doc.location.origin).href,
    checkSso: !framed,
    // The realm registers the exact base per brand: the route is kept across the IdP.
    redirectTo: 'base',
  });
  // What was read with the patient's token is forgotten when they sign out (no cross-session data).
  session.subscribe((state) => {
    if (!state.authenticated) forgetSignedInDictionaries(session.api);
  });
  const app: AppContextValue = {
    config,
    brand,
    messages,
    api: session.api,
    session,
    basePath,
    assetUrl: (path) => `${basePath}${path.replace(/^\/+/, '')}`,
    framed,
  };
  // A transition, so React renders the app in slices and the browser stays responsive meanwhile
  // (Lighthouse's blocking time on `/` and a visit page fell by about half in A/B runs).
  startTransition(() =>
    root.render(
      <MessageAreasContext.Provider value={loadAreas}>
        <PortalRoot app={app} toasts={createToastStore()} router={createPortalRouter(basePath, loadAreas)} />
      </MessageAreasContext.Provider>,
    ),
  );
  session.init().catch((error: unknown) => console.error(error));
}
