import type { Attribution } from '@wizyta/core/attribution/attributionRules';
import type { OrderApi } from '../core';

/**
 * The flow's API with the booking's attribution (issue 16) added to `POST appointments`; read when
 * the patient books, so a `partner` set later still counts and the order actor never restarts for it.
 */
export function withAttribution(api: OrderApi, attribution: () => Attribution): OrderApi {
  return {
    ...api,
    createAppointment(input, options) {
      const current = attribution();
      if (!current.partner && !current.utm) return api.createAppointment(input, options);
      return api.createAppointment({ ...input, body: { ...input.body, attribution: current } }, options);
    },
  };
}
