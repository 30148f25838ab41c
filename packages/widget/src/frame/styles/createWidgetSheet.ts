import { bookingStylesheetText } from '../../contract/bookingStylesheet';
import { ACTED_STATE } from '../../contract/releaseReserveOnInput';
import { reservedHeightCss } from '../../contract/reservedHeightCss';

/** The element's stylesheet: the widget CSS, optionally preceded by a brand theme rule. */
export interface WidgetSheet {
  readonly sheet: CSSStyleSheet;
  /** Rewrites the sheet with `themeRule` (see `themeCss`) in front of the widget CSS. */
  setTheme(themeRule: string): void;
}

// The booking screens' stylesheet (`@wizyta/booking/booking.css`) and the element's own rules
// (widget.css), which may override it, read from the document that links them as one file
// (bookingStylesheet.ts); then the host's reserved height (the same rule the loader gives the
// element before it is defined), released once the patient has acted (releaseReserveOnInput).
const RESERVE = `${reservedHeightCss(':host')}\n:host(:state(${ACTED_STATE})){min-height:0}`;

/**
 * A constructable stylesheet (`new CSSStyleSheet()` + `replaceSync`) holding the booking screens'
 * CSS and the widget's, to be adopted by the shadow root. CSSOM sheets are not inline styles, so a
 * page whose CSP has no `'unsafe-inline'` in `style-src` renders them.
 */
export function createWidgetSheet(): WidgetSheet {
  const css = `${bookingStylesheetText(document)}\n${RESERVE}`;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return {
    sheet,
    setTheme(themeRule) {
      sheet.replaceSync(themeRule + css);
    },
  };
}
