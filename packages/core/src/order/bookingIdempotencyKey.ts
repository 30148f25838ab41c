/**
 * The `Idempotency-Key` of an order's booking: derived from its hold, so it survives a reload of
 * the page as the stored order does, and a new slot (a new hold) starts a new key. Keys are scoped
 * to the signed-in patient on the server, so a key another patient knows books nothing for them.
 */
export function bookingIdempotencyKey(slotReservationId: string): string {
  return `wizyta-book-${slotReservationId}`;
}
