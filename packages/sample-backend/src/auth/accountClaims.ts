import type { Account } from '../accounts';

/** The user claims both token issuers put in access and ID tokens, shaped like Keycloak's. */
export interface AccountClaims {
  [claim: string]: unknown;
  preferred_username: string;
  given_name: string;
  family_name: string;
  name: string;
  email: string;
  email_verified: boolean;
  realm_access: { roles: string[] };
}

/** Claims of one account; `realm_access.roles` is what the portal reads its roles from (spec §6). */
export function accountClaims(account: Account): AccountClaims {
  return {
    preferred_username: account.username,
    given_name: account.firstName,
    family_name: account.lastName,
    name: `${account.firstName} ${account.lastName}`,
    email: account.email,
    email_verified: true,
    realm_access: { roles: [...account.roles] },
  };
}
