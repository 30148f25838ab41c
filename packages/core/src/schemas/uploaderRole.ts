import * as z from 'zod/mini';

export const UPLOADER_ROLES = ['DOCTOR', 'PATIENT'] as const;
export const UploaderRoleSchema = z.enum(UPLOADER_ROLES);
export type UploaderRole = z.infer<typeof UploaderRoleSchema>;
