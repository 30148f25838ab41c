import { isRole, type Role } from '../schemas/ROLES';

/**
 * The known roles (PATIENT, DOCTOR) among a token's `realm_access.roles` (spec §6); anything
 * malformed yields none, which the session treats as "no role" and logs out.
 */
export function realmRoles(claims: Readonly<Record<string, unknown>> | null | undefined): Role[] {
  const access = claims?.realm_access;
  if (typeof access !== 'object' || access === null || !('roles' in access)) return [];
  const { roles } = access;
  if (!Array.isArray(roles)) return [];
  return roles.filter((role): role is Role => typeof role === 'string' && isRole(role));
}
