import type { AppConfig } from '../config/configSchema';
import type { KeycloakLike, KeycloakSource } from './KeycloakLike';

/**
 * The keycloak-js instance of a session: the injected one, the one an injected factory builds,
 * or by default `new Keycloak(config.keycloak)` from a dynamic import, so that a bundle that
 * never signs in through SSO (the widget's SMS path) does not ship keycloak-js.
 */
export async function loadKeycloak(
  config: Pick<AppConfig, 'keycloak'>,
  source?: KeycloakSource,
): Promise<KeycloakLike> {
  if (typeof source === 'function') return source();
  if (source) return source;
  const { default: Keycloak } = await import('keycloak-js');
  return new Keycloak({ ...config.keycloak });
}
