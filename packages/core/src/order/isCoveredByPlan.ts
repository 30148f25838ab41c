import { can } from '../permissions/can';

/**
 * Whether the patient's plan covers the visit, so that no price is shown and nothing is paid
 * online: the brand lacks the price view (`SHOW_PRICE`, spec §6 — inter, interrisk, WELBI). Such
 * an order goes from symptoms to the reservation's confirmation (as an NFZ visit does) and is
 * booked without the gateway. An anonymous visitor is judged as the patient they will sign in as.
 */
export function isCoveredByPlan({ type, roles }: { type: string; roles: readonly string[] }): boolean {
  return !can('SHOW_PRICE', { type, roles: roles.length > 0 ? roles : ['PATIENT'] });
}
