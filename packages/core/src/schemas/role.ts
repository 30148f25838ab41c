import * as z from 'zod/mini';

/** Roles accepted from the token's realm access (spec §6); any other role is ignored. */
export const ROLES = ['PATIENT', 'DOCTOR'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;
