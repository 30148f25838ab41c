/** Roles accepted from the token's realm access (spec §6); any other role is ignored. */
export const ROLES = ['PATIENT', 'DOCTOR'] as const;
export type Role = (typeof ROLES)[number];

// Defined here, without a schema library: the session narrows the token's roles with it on the
// portal's first route; RoleSchema (role.ts) is built from the same list for the API.

const roles: ReadonlySet<string> = new Set(ROLES);

/** Narrows a string to a known role (spec §6: only PATIENT and DOCTOR are accepted). */
export function isRole(value: string): value is Role {
  return roles.has(value);
}

/** The code a user with neither role is signed out with (spec §8 4103, "login error"; spec §2 step 2). */
export const NO_ROLE_CODE = 4103;
