// Loaded on demand (a chunk of its own): the first chunk has no session code, so no keycloak-js
// and no logout/forced-logout code reach a patient who only searches.

import type { AppConfig, Session } from '@wizyta/core';
import { createSession } from '@wizyta/core/session/createSession';
import type { WidgetApi } from './createWidgetSession';

/**
 * Core's session for the widget: its calls go through the widget's API client, nothing ever
 * redirects the page by itself, and no keycloak-js (SSO tokens come from the popup). `pageUrl` is
 * the session's base URL.
 */
export function startWidgetSession(config: AppConfig, pageUrl: string, api: WidgetApi): Session<WidgetApi> {
  return createSession({
    config,
    api: () => api,
    onInitTimeout: 'anonymous',
    // SSO signs in in the popup, which hands its tokens over (signInWithTokens): keycloak-js never
    // runs in this document, so no check-sso either.
    checkSso: false,
    baseUrl: pageUrl,
  });
}
