/** Who is calling, as `requireAuth` puts it on the Hono context (`c.get('auth')`). */
export interface AuthUser {
  /** The account's stable id (token `sub`). */
  sub: string;
  /** Token `preferred_username`. */
  username: string;
  /** Realm roles from `realm_access.roles`. */
  roles: readonly string[];
}
