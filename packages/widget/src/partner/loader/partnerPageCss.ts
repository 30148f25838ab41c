import { reservedHeightCss } from '../../contract/reservedHeightCss';

/** The selector of the element before the bundle defines it (popup and dialog modes reserve nothing). */
export const UNDEFINED_INLINE = 'wizyta-booking:not(:defined):not([hidden]):not([mode])';

/**
 * `wizyta.css`, the stylesheet a partner page links (`<link rel="stylesheet"
 * href="https://<provider>/widget/wizyta.css">`): the search step's height for the element before
 * it is defined, so nothing on the page moves while the async loader and the bundle arrive (CLS 0).
 * The loader adopts the same rule, but may run after the first paint; a `<link>` in the head is
 * there before it. A static file, so a strict CSP allows it (`style-src` the provider's origin).
 */
export function partnerPageCss(version: string): string {
  return `/* <wizyta-booking> ${version}: the element's reserved height until it is defined. */\n${reservedHeightCss(UNDEFINED_INLINE, 'block')}\n`;
}
