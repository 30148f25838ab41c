import * as z from 'zod/mini';
import { EntityIdSchema } from './entityId';
import { IsoDateTimeSchema } from './isoDateTime';
import { UploaderRoleSchema } from './uploaderRole';

/**
 * A document of a visit. `url` is the download path as the server gives it
 * (`patient-portal/api/documentation/download/{id}`, relative or absolute); `uploadedBy` is the
 * uploader's display name.
 */
export const DocumentSchema = z.object({
  id: EntityIdSchema,
  uploadedAt: IsoDateTimeSchema,
  url: z.string().check(z.minLength(1)),
  uploadedBy: z.string(),
  uploaderRole: UploaderRoleSchema,
  originalFileName: z.string().check(z.minLength(1)),
  contentType: z.string().check(z.minLength(1)),
  patientName: z.nullish(z.string()),
});
export type Document = z.infer<typeof DocumentSchema>;
