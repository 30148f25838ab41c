import * as z from 'zod/mini';
import { EntityIdSchema } from './entityId';
import { IsoDateTimeSchema } from './isoDateTime';

/**
 * A notification of `GET notification`. Not shown; decided: a title and a text, when it was
 * created, whether it is still active, and an optional visit it is about. The list answer is a
 * plain array of active notifications.
 */
export const NotificationSchema = z.object({
  id: EntityIdSchema,
  title: z.string(),
  message: z.string(),
  createdAt: IsoDateTimeSchema,
  active: z.boolean(),
  appointmentId: z.nullish(EntityIdSchema),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** Body of `PUT notification/deactivate` (decided: one notification by id); answered 204. */
export const DeactivateNotificationRequestSchema = z.object({ id: EntityIdSchema });
export type DeactivateNotificationRequest = z.infer<typeof DeactivateNotificationRequestSchema>;
