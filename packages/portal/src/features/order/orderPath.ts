import type { BookingLocation } from '@wizyta/booking';

/** How this patient's order pages are laid out (by permission). */
export interface OrderPathOptions {
  /** The full order page (`SHOW_ORDER`); without it, WELBI's short order page `/order/:id/short`. */
  readonly fullOrderPage: boolean;
}

/**
 * The portal URL (router path, under the base path) of where the booking flow is: the search,
 * the order and its steps (`confirm` shares the payment route), the outcome pages, no doctors.
 * Null when the flow is somewhere without a page of its own yet (no order id).
 */
export function orderPath(
  { step, orderId, outcome }: BookingLocation,
  { fullOrderPage }: OrderPathOptions = { fullOrderPage: true },
): string | null {
  if (step === 'search') return '/make-appointment';
  if (step === 'noDoctors') return '/no-doctors';
  if (!orderId) return null;
  const id = encodeURIComponent(orderId);
  if (step === 'order') return fullOrderPage ? `/order/${id}` : `/order/${id}/short`;
  if (step === 'personal' || step === 'symptoms') return `/order/${id}/${step}`;
  if (step === 'payment' || step === 'confirm') return `/order/${id}/payment`;
  if (outcome === 'success') return `/appointment/${id}/success`;
  if (outcome === 'failed') return `/appointment/${id}/failed`;
  return `/appointment/${id}/result`;
}
