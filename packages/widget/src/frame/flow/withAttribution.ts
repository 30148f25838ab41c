import type { OrderApi } from '@wizyta/core';
import type { Attribution } from '@wizyta/core/attribution/attributionRules';

/**
 * The flow's API with the booking's attribution (the partner and the campaign it came from) added
 * to `POST appointments`; read when the patient books, so a `partner` set later still counts and the
 * order actor never restarts for it.
 */
export function withAttribution<Api extends OrderApi>(api: Api, attribution: () => Attribution): Api {
  return {
    ...api,
    createAppointment(input, options) {
      const current = attribution();
      if (!current.partner && !current.utm) return api.createAppointment(input, options);
      return api.createAppointment({ ...input, body: { ...input.body, attribution: current } }, options);
    },
  };
}
