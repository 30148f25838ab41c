import type { Deployment } from '../config/deployments';

/** Who is calling, as `requireAuth` puts it on the Hono context (`c.get('auth')`). */
export interface AuthUser {
  /** The account's stable id (token `sub`). */
  sub: string;
  /** Token `preferred_username`. */
  username: string;
  /** Realm roles from `realm_access.roles`. */
  roles: readonly string[];
  /**
   * The deployment whose IdP client the token was issued to (`azp`, else `client_id`): the
   * brand every signed-in call is judged by.
   */
  deployment: Deployment;
}
