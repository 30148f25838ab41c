import * as z from 'zod/mini';
import { EntityIdSchema } from './entityId';
import { IsoDateTimeSchema } from './isoDateTime';

/**
 * What a notification is about, where the client has its own text for it (decided, an addition):
 * a visit booked, paid, not paid, cancelled or moved, the doctor's answer in the post-visit chat,
 * a new document from the doctor.
 */
export const NOTIFICATION_KINDS = [
  'VISIT_BOOKED',
  'PAYMENT_ACCEPTED',
  'PAYMENT_REJECTED',
  'VISIT_CANCELLED',
  'VISIT_RESCHEDULED',
  'DOCTOR_ANSWERED',
  'NEW_DOCUMENT',
  'SURVEY_REQUESTED',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Whether `kind` is one the client has a text for; any other shows the server's title and text. */
export function isNotificationKind(kind: string | null | undefined): kind is NotificationKind {
  return (NOTIFICATION_KINDS as readonly (string | null | undefined)[]).includes(kind);
}

/**
 * A notification of `GET notification`. Not shown; decided: a title and a text, when it was
 * created, whether it is still active (unread), and an optional visit it is about. The list
 * answer is a plain array of active notifications. `kind` (an addition) is open-ended, an
 * upper-case code like the specialization's, so a provider's new kind never fails the list.
 */
export const NotificationSchema = z.object({
  id: EntityIdSchema,
  title: z.string(),
  message: z.string(),
  createdAt: IsoDateTimeSchema,
  active: z.boolean(),
  appointmentId: z.nullish(EntityIdSchema),
  kind: z.optional(z.string().check(z.regex(/^[A-Z][A-Z_]*$/))),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** Body of `PUT notification/deactivate` (decided: one notification by id); answered 204. */
export const DeactivateNotificationRequestSchema = z.object({ id: EntityIdSchema });
export type DeactivateNotificationRequest = z.infer<typeof DeactivateNotificationRequestSchema>;
