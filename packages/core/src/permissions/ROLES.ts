/** The roles the app accepts in a token's `realm_access.roles` (spec §6). */
export const ROLES = ['PATIENT', 'DOCTOR'] as const;

/** A role the app knows. */
export type Role = (typeof ROLES)[number];

const roles: ReadonlySet<string> = new Set(ROLES);

/** Narrows a string to a known role. */
export function isRole(value: string): value is Role {
  return roles.has(value);
}
