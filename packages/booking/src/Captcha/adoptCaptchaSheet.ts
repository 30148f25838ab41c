const sheets = new Map<string, CSSStyleSheet>();

/**
 * Gives the document or shadow root that holds the captcha ALTCHA's stylesheet, once, as a
 * constructable sheet: CSSOM, so a CSP without `'unsafe-inline'` in `style-src` applies it (the
 * `altcha/external` build injects no `<style>` of its own).
 */
export function adoptCaptchaSheet(node: Node, css: string): void {
  const root = node.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot)) return;
  // Without constructable sheets (old engines, jsdom) the widget still works, unstyled.
  if (!Array.isArray(root.adoptedStyleSheets)) return;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
