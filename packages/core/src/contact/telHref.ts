/**
 * A `tel:` link of a phone number as a deployment writes it (`+48 22 100 20 30` → `tel:+48221002030`).
 * A module of its own: the portal's footer (its first chunk) needs this and not the phone line's hours.
 */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[\s-]/g, '')}`;
}
