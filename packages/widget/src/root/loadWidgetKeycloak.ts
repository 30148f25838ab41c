import type { AppConfig, KeycloakLike } from '../core';

/**
 * keycloak-js for the widget's SSO path, imported on first use (a chunk of its own; the first
 * chunk never carries it). Its `init` drops check-sso: a partner page is another site than the
 * IdP, so a silent check would wait on a frame that third-party cookie blocking breaks, and a
 * redirect check would move the partner's page on load. `init` then only finishes a login the
 * patient started (the `#state=…&code=…` callback keycloak-js finds in the URL), or resolves
 * signed out at once.
 */
export async function loadWidgetKeycloak(config: Pick<AppConfig, 'keycloak'>): Promise<KeycloakLike> {
  const { default: Keycloak } = await import('keycloak-js');
  const keycloak = new Keycloak({ ...config.keycloak });
  const init = keycloak.init.bind(keycloak);
  keycloak.init = (options = {}) => {
    const { onLoad: _onLoad, silentCheckSsoRedirectUri: _silent, ...rest } = options;
    return init(rest);
  };
  return keycloak;
}
