import widgetCss from './widget.css?raw';

/** The element's stylesheet: the widget CSS, optionally preceded by a brand theme rule. */
export interface WidgetSheet {
  readonly sheet: CSSStyleSheet;
  /** Rewrites the sheet with `themeRule` (see `themeCss`) in front of the widget CSS. */
  setTheme(themeRule: string): void;
}

/**
 * A constructable stylesheet (`new CSSStyleSheet()` + `replaceSync`) holding the widget CSS, to be
 * adopted by the shadow root. CSSOM sheets are not inline styles, so a page whose CSP has no
 * `'unsafe-inline'` in `style-src` renders them.
 */
export function createWidgetSheet(): WidgetSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(widgetCss);
  return {
    sheet,
    setTheme(themeRule) {
      sheet.replaceSync(themeRule + widgetCss);
    },
  };
}
