import type { RouteId } from '@wizyta/core';

// The order flow's routes share one feature folder; every other route has a folder of its own.
const ORDER_FLOW: ReadonlySet<RouteId> = new Set([
  'make-appointment',
  'order',
  'order-short',
  'order-personal',
  'order-symptoms',
  'order-payment',
  'appointment-success',
  'appointment-failed',
  'appointment-result',
  'no-doctors',
]);

const pascal = (id: string) =>
  id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/**
 * Where a route's page lives, relative to `src/`: `features/<feature>/<Name>Page.tsx` with a
 * default export. `/` is the visits list (`features/visits/VisitsPage.tsx`), the order flow is in
 * `features/order/` (`MakeAppointmentPage.tsx`, `OrderPersonalPage.tsx`…), the rest in a folder
 * named after the route id (`features/privacy-policy/PrivacyPolicyPage.tsx`).
 */
export function featurePageFile(id: RouteId): string {
  const folder = ORDER_FLOW.has(id) ? 'order' : id;
  return `features/${folder}/${pascal(id)}Page.tsx`;
}
