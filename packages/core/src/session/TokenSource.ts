import type { Role } from '../schemas/ROLES';
import type { SessionMethod } from './SessionState';

/** Where the tokens of one signed-in session come from: keycloak-js or SMS login. */
export interface TokenSource {
  readonly method: SessionMethod;
  /**
   * A token valid for at least `minValidityS` more (5 s by default), refreshed when needed;
   * rejects when refresh fails.
   */
  accessToken(minValidityS?: number): Promise<string>;
  /**
   * A new token now, however long the current one still looks valid: the API refused it (401),
   * e.g. revoked or signed by a rotated key. Rejects when the refresh fails.
   */
  refreshNow(): Promise<string>;
  /** The known roles of the current access token. */
  roles(): Role[];
  /**
   * Forgets every token held in memory and ends the session at the IdP (keycloak-js's logout
   * redirect, or `token/logout`). The tokens are gone even when ending the IdP session fails.
   */
  end(): Promise<void>;
}
