import type { ApiOperationName } from '../api';
import type { ParameterObject } from './buildOpenApiDocument';

/**
 * Request headers an operation reads beyond `Authorization`. Kept here, not in the `API` table,
 * because the table ships in the widget and only the document needs them; the client sets the
 * same header (core `ApiCallOptions.idempotencyKey`).
 */
export const OPERATION_HEADERS: Partial<Record<ApiOperationName, readonly ParameterObject[]>> = {
  createAppointment: [
    {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        "Makes the booking safe to repeat: a repeat with the same key and body (scoped to the patient) answers the first booking's answer instead of 409; the same key with another body is refused (422, 4811), a malformed key too (400, 4811). The portal and widget derive it from the hold: `wizyta-book-<slotReservationId>`.",
      schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{8,128}$', maxLength: 128 },
    },
  ],
};
