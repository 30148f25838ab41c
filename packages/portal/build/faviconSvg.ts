import type { Brand } from '@wizyta/core/brands';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A small square SVG favicon: the brand's initial on its primary colour. */
export function faviconSvg(brand: Brand): string {
  const { primary, onPrimary } = brand.theme;
  const initial = escapeXml(brand.name.charAt(0).toUpperCase());
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
    `<rect width="32" height="32" rx="6" fill="${primary}"/>` +
    `<text x="16" y="23" font-family="Arial,Helvetica,sans-serif" font-size="19" font-weight="700" text-anchor="middle" fill="${onPrimary}">${initial}</text>` +
    '</svg>\n'
  );
}
