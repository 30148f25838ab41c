import type { BrandTheme } from '@wizyta/core';

const kebab = (token: string) => token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The theme as `:root { --wizyta-primary: …; --wizyta-on-primary: …; }`. Non-colours are skipped. */
export function themeCss(theme: BrandTheme): string {
  const declarations = Object.entries(theme)
    .filter(([, value]) => HEX_COLOUR.test(value))
    .map(([token, value]) => `--wizyta-${kebab(token)}: ${value};`);
  return `:root { ${declarations.join(' ')} }`;
}

/**
 * Applies the brand's theme as CSS custom properties through a constructable stylesheet adopted by
 * the document: no `<style>` element and no style attribute, so `style-src 'self'` holds. Returns
 * false where constructable stylesheets are missing (the CSS file's defaults then apply).
 */
export function applyTheme(theme: BrandTheme, doc: Document = document): boolean {
  const view = doc.defaultView;
  if (!view || !('adoptedStyleSheets' in doc) || typeof view.CSSStyleSheet !== 'function') return false;
  try {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(themeCss(theme));
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return true;
  } catch {
    return false;
  }
}
