import { type Prefill, parsePrefill } from '@wizyta/core';

/**
 * The search defaults of `/make-appointment?data=` (town, specialisation, visit kind, NFZ) and
 * nothing personal: a URL ends up in history, proxy and access logs and a tag manager's
 * `page_location`, so a patient's name, e-mail, phone or PESEL sent that way is dropped. Patient data reaches the flow only through a trusted frame's message.
 */
export function searchPrefillFromUrl(data: string | null): Omit<Prefill, 'patient'> | null {
  const parsed = data ? parsePrefill(data) : null;
  if (!parsed?.ok) return null;
  const { patient: _personal, ...search } = parsed.prefill;
  return search;
}
