import type { KeycloakLike } from './KeycloakLike';
import type { SessionClock } from './SessionClock';
import { SSO_INIT_TIMEOUT_MS } from './sessionTimeLimits';

/** How keycloak-js's start-up ended. */
export type SsoInitOutcome = 'authenticated' | 'anonymous' | 'timeout';

const TIMED_OUT = Symbol('timed out');

/**
 * Runs keycloak-js `init` in check-sso mode: PKCE S256, the silent
 * check-sso page, no session iframe (the dev IdP has none, and it needs third-party cookies).
 * Resolves `timeout` when keycloak-js has not answered after {@link SSO_INIT_TIMEOUT_MS} (a
 * cross-site silent check can wait forever where third-party cookies are blocked); rejects when
 * keycloak-js fails.
 */
export async function initKeycloak(
  keycloak: KeycloakLike,
  silentCheckSsoRedirectUri: string,
  clock: SessionClock,
  timeoutMs: number = SSO_INIT_TIMEOUT_MS,
  redirectUri?: string,
): Promise<SsoInitOutcome> {
  let timer: unknown;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = clock.setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    const result = await Promise.race([
      keycloak.init({
        onLoad: 'check-sso',
        pkceMethod: 'S256',
        silentCheckSsoRedirectUri,
        checkLoginIframe: false,
        // The exact URL the IdP returns to when check-sso falls back to a top-level redirect.
        ...(redirectUri ? { redirectUri } : {}),
      }),
      timeout,
    ]);
    if (result === TIMED_OUT) return 'timeout';
    return result ? 'authenticated' : 'anonymous';
  } finally {
    clock.clearTimeout(timer);
  }
}
