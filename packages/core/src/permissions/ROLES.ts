import { ROLES, type Role } from '../schemas/role';

// ROLES and Role are defined once, beside RoleSchema (the package exports them from there);
// permissions re-exports them for its own modules and narrows strings to them.
export { ROLES, type Role };

const roles: ReadonlySet<string> = new Set(ROLES);

/** Narrows a string to a known role (spec §6: only PATIENT and DOCTOR are accepted). */
export function isRole(value: string): value is Role {
  return roles.has(value);
}
