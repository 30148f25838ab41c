import type { BrandType } from '../config/BRAND_TYPES';
import { escapeHtml } from '../http/escapeHtml';

/** Links the index page shows. */
export interface IndexPageLinks {
  issuer: string;
  partnerOrigin: string;
  brands: readonly BrandType[];
}

/**
 * The Polish start page served at `/` until the portal is built: where everything is. No inline
 * script or style, like every page of the server.
 */
export function renderIndexPage(links: IndexPageLinks): string {
  const brandItems = links.brands
    .map(
      (type) =>
        `<li><a href="/b/${type}/">${escapeHtml(type)}</a> (<a href="/b/${type}/config.json">config.json</a>)</li>`,
    )
    .join('\n');
  const discovery = `${links.issuer}/.well-known/openid-configuration`;
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Wizyta – serwer przykładowy</title>
</head>
<body>
<main>
<h1>Wizyta – serwer przykładowy</h1>
<p>Serwer deweloperski: API, dostawca tożsamości zgodny z Keycloakiem i symulator płatności. Portal pojawi się tutaj po zbudowaniu.</p>
<h2>Konfiguracja</h2>
<ul>
<li><a href="/config.json">config.json</a> (GENERAL)</li>
</ul>
<h2>Dostawca tożsamości</h2>
<ul>
<li><a href="${escapeHtml(discovery)}">Dokument discovery realmu wizyta</a></li>
</ul>
<h2>Strony partnera</h2>
<ul>
<li><a href="${escapeHtml(links.partnerOrigin)}/">Przykłady na domenie partnera</a></li>
</ul>
<h2>Marki</h2>
<ul>
${brandItems}
</ul>
</main>
</body>
</html>
`;
}
