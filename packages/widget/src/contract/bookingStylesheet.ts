/**
 * The booking screens' stylesheet (`@wizyta/booking/booking.css`) and the element's own
 * (frame/styles/widget.css), which the build joins and minifies into one file beside the widget's
 * entry files rather than a string in the flow's JS: the browser fetches it in parallel with the
 * code and parses it as CSS. flow.html links it; on the provider's own pages the
 * element links it before the inline flow mounts ({@link linkBookingStylesheet}). The flow's
 * element then copies its rules into the adopted sheet of its shadow root
 * ({@link bookingStylesheetText}), where document styles do not reach.
 */
export const BOOKING_STYLESHEET = 'wizyta-booking.css';

const ours = (sheet: CSSStyleSheet) =>
  sheet.href?.split(/[?#]/)[0]?.endsWith(`/${BOOKING_STYLESHEET}`) === true;

/**
 * The rules of the booking stylesheet `doc` links, as text; '' when it links none or it failed to
 * load (the flow still works, unstyled). A module script runs after the stylesheets before it in
 * the document have loaded, so flow.html's is ready when the flow starts.
 */
export function bookingStylesheetText(doc: Document): string {
  const sheet = Array.from(doc.styleSheets).find(ours);
  if (!sheet) return '';
  try {
    return Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n');
  } catch {
    // A sheet whose rules the document may not read (another origin): none of ours.
    return '';
  }
}

let linked: Promise<void> | undefined;

/**
 * Links the booking stylesheet at `href` into the document's head (once per page) and settles
 * when it has loaded or failed, so that {@link bookingStylesheetText} finds its rules.
 */
export function linkBookingStylesheet(doc: Document, href: string): Promise<void> {
  linked ??= new Promise<void>((resolve) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    doc.head.append(link);
  });
  return linked;
}
