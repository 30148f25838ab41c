import { type BookingPrefill, parseBookingPrefill } from '@wizyta/booking';

/**
 * The search defaults of `/make-appointment?data=` (town, specialisation, visit kind, NFZ) and
 * nothing personal: a URL ends up in history, proxy and access logs and a tag manager's
 * `page_location`, so a patient's name, e-mail, phone or PESEL sent that way is dropped. Patient data reaches the flow only through a trusted frame's message.
 */
export function searchPrefillFromUrl(data: string | null): Omit<BookingPrefill, 'patient'> | null {
  const parsed = data ? parseBookingPrefill(data) : null;
  if (!parsed) return null;
  const { patient: _personal, ...search } = parsed;
  return search;
}
