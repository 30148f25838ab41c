import type { Brand } from '@wizyta/core/brands';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The header logo: the brand's initial in a rounded square and its name as a wordmark, in the
 * header's colour (`onPrimary`) so that it reads on the brand's bar. Generated like the favicons:
 * a partner's real artwork replaces the file, the `<img>` and its text alternative stay.
 */
export function logoSvg(brand: Brand): string {
  const { primary, onPrimary } = brand.theme;
  const name = escapeXml(brand.name);
  const initial = escapeXml(brand.name.charAt(0).toUpperCase());
  // Bold Arial averages about 0.62 em a letter: enough room at font-size 20 without measuring.
  const width = 40 + Math.ceil(brand.name.length * 12.5);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 32" width="${width}" height="32" role="img">` +
    `<title>${name}</title>` +
    `<rect width="32" height="32" rx="6" fill="${onPrimary}"/>` +
    `<text x="16" y="23" font-family="Arial,Helvetica,sans-serif" font-size="19" font-weight="700" text-anchor="middle" fill="${primary}">${initial}</text>` +
    `<text x="40" y="23" font-family="Arial,Helvetica,sans-serif" font-size="20" font-weight="700" fill="${onPrimary}">${name}</text>` +
    '</svg>\n'
  );
}
