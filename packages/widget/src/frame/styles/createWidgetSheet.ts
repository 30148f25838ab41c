import bookingCss from '@wizyta/booking/booking.css?raw';
import { ACTED_STATE } from '../../contract/releaseReserveOnInput';
import { reservedHeightCss } from '../../contract/reservedHeightCss';
import widgetCss from './widget.css?raw';

/** The element's stylesheet: the widget CSS, optionally preceded by a brand theme rule. */
export interface WidgetSheet {
  readonly sheet: CSSStyleSheet;
  /** Rewrites the sheet with `themeRule` (see `themeCss`) in front of the widget CSS. */
  setTheme(themeRule: string): void;
}

// The booking screens' stylesheet (`@wizyta/booking/booking.css`), inlined as text at build
// time, then the element's own rules, which may override it, then the host's reserved height
// (the same rule the loader gives the element before it is defined), released once the patient
// has acted (releaseReserveOnInput).
const RESERVE = `${reservedHeightCss(':host')}\n:host(:state(${ACTED_STATE})){min-height:0}`;
const CSS = `${bookingCss}\n${widgetCss}\n${RESERVE}`;

/**
 * A constructable stylesheet (`new CSSStyleSheet()` + `replaceSync`) holding the booking screens'
 * CSS and the widget's, to be adopted by the shadow root. CSSOM sheets are not inline styles, so a
 * page whose CSP has no `'unsafe-inline'` in `style-src` renders them.
 */
export function createWidgetSheet(): WidgetSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  return {
    sheet,
    setTheme(themeRule) {
      sheet.replaceSync(themeRule + CSS);
    },
  };
}
