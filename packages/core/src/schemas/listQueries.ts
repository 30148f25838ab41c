import * as z from 'zod/mini';
import { EntityIdSchema } from './entityId';
import { TEXT_LIMITS } from './textLimits';

/** A page number or size from a query string: digits (or a number on the client side). */
const queryInt = z.coerce.number<string | number>().check(z.int(), z.nonnegative());
const queryPageSize = z.coerce.number<string | number>().check(z.int(), z.positive(), z.lte(100));
const direction = z.enum(['ASC', 'DESC']);

/** Fields the visits list sorts by. */
export const APPOINTMENT_SORT_FIELDS = ['processStatus', 'appointmentAt', 'doctor'] as const;
/** Fields the documents list sorts by. */
export const DOCUMENT_SORT_FIELDS = ['fileName', 'uploadedAt', 'uploadedBy'] as const;

/** Query of `appointments`: zero-based page, page size, `sort=field,ASC|DESC`. */
export const AppointmentsQuerySchema = z.object({
  page: z.optional(queryInt),
  pageSize: z.optional(queryPageSize),
  sort: z.optional(
    z.templateLiteral([z.enum(APPOINTMENT_SORT_FIELDS), ',', direction]).check(z.maxLength(TEXT_LIMITS.sort)),
  ),
});
export type AppointmentsQuery = z.input<typeof AppointmentsQuerySchema>;

/** Query of `documentation/{id}`: zero-based page, page size, `sort=field,ASC|DESC`. */
export const DocumentsQuerySchema = z.object({
  page: z.optional(queryInt),
  pageSize: z.optional(queryPageSize),
  sort: z.optional(
    z.templateLiteral([z.enum(DOCUMENT_SORT_FIELDS), ',', direction]).check(z.maxLength(TEXT_LIMITS.sort)),
  ),
});
export type DocumentsQuery = z.input<typeof DocumentsQuerySchema>;

/**
 * Query of `slot/additional`: the other slots like the held one, paged, sorted by price.
 * Decided: the held reservation names the search, so it is the only criterion.
 */
export const AdditionalSlotsQuerySchema = z.object({
  slotReservationId: EntityIdSchema,
  page: z.optional(queryInt),
  pageSize: z.optional(queryPageSize),
  sort: z.optional(z.templateLiteral(['price,', direction]).check(z.maxLength(TEXT_LIMITS.sort))),
});
export type AdditionalSlotsQuery = z.input<typeof AdditionalSlotsQuerySchema>;

/** Query of `slot`: decided as a query parameter so `slot/additional` never reads as an id. */
export const SlotQuerySchema = z.object({ id: EntityIdSchema });
export type SlotQuery = z.input<typeof SlotQuerySchema>;

/** Query of `visit-api/v1/specializations`: CALL lists the consultations, HOUSE only id 0. */
export const SpecializationsQuerySchema = z.object({ type: z.enum(['CALL', 'HOUSE']) });
export type SpecializationsQuery = z.input<typeof SpecializationsQuerySchema>;
