import * as z from 'zod/mini';
import { ROLES, type Role } from './ROLES';

export { ROLES, type Role };
/** The token's and the API's roles (spec §6), from the one list in ROLES.ts. */
export const RoleSchema = z.enum(ROLES);
