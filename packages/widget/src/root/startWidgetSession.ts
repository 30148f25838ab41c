// Loaded on demand (a chunk of its own): the first chunk has no session code, so no keycloak-js
// and no logout/forced-logout code reach a patient who only searches.
import { createSession } from '../../../core/src/session/createSession';
import type { AppConfig, Session } from '../core';
import type { WidgetApi } from './createWidgetSession';
import { loadWidgetKeycloak } from './loadWidgetKeycloak';

/**
 * Core's session for the widget on a partner page: its calls go through the widget's API client,
 * `onInitTimeout: 'anonymous'` so that nothing ever redirects the partner's page by itself, and
 * keycloak-js built by {@link loadWidgetKeycloak} (no check-sso). `pageUrl` is where logout returns.
 */
export function startWidgetSession(config: AppConfig, pageUrl: string, api: WidgetApi): Session<WidgetApi> {
  return createSession({
    config,
    api: () => api,
    onInitTimeout: 'anonymous',
    keycloak: () => loadWidgetKeycloak(config),
    baseUrl: pageUrl,
  });
}
