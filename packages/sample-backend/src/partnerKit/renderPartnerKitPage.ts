import { escapeHtml } from '../http/escapeHtml';

/** What the partner kit page is rendered from. */
export interface PartnerKitPage {
  /** The provider's origin as partners reach it (`http://localhost:8080`, follows `PORT`). */
  readonly origin: string;
  /** Every brand type, `sandbox` first. */
  readonly brands: readonly string[];
  /** The origins the server trusts now (the partner origin and `TRUSTED_ORIGINS`). */
  readonly trusted: readonly string[];
}

const option = (value: string, label = value) =>
  `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`;

/**
 * The snippet builder: a developer page, in Polish with English beside it, not a
 * patient screen, so its few texts live here rather than in the patient catalogue. Pick brand,
 * mode, language and theme: the preview below is the real widget and the snippet is what to paste.
 * No inline script or style (the server's strict CSP): `partner-kit.js` does the work.
 */
export function renderPartnerKitPage(page: PartnerKitPage): string {
  const trusted = page.trusted.map((origin) => `<li><code>${escapeHtml(origin)}</code></li>`).join('');
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Wizyta – zestaw partnera / partner kit</title>
<link rel="stylesheet" href="/partner-kit/partner-kit.css">
<script src="/partner-kit/partner-kit.js" defer></script>
<script src="/widget/wizyta-loader.js" async></script>
</head>
<body>
<main>
<h1>Zestaw partnera <span lang="en">/ Partner kit</span></h1>
<p>Wybierz markę, tryb, język i motyw: podgląd poniżej to prawdziwy widżet, a fragment kodu wklejasz na swoją stronę.
<span lang="en">Pick a brand, mode, language and theme: the preview is the real widget; paste the snippet into your page.</span></p>
<form id="kit" class="kit" data-origin="${escapeHtml(page.origin)}">
<label>Marka <span lang="en">/ Brand</span>
<select name="brand">${page.brands.map((brand) => option(brand)).join('')}</select></label>
<label>Tryb <span lang="en">/ Mode</span>
<select name="mode">${option('inline', 'w stronie / inline')}${option('popup', 'przycisk i okno / popup')}</select></label>
<label>Język <span lang="en">/ Language</span>
<select name="lang">${option('pl', 'polski')}${option('en', 'English')}${option('uk', 'українська')}</select></label>
<label>Motyw <span lang="en">/ Theme</span>
<select name="theme">${option('light', 'jasny / light')}${option('dark', 'ciemny / dark')}${option('auto', 'systemowy / auto')}</select></label>
<label>Identyfikator partnera <span lang="en">/ Partner id</span>
<input name="partner" value="moj-sklep" maxlength="64" pattern="[A-Za-z0-9 ._~+\\-]{1,64}"></label>
</form>
<h2>Fragment do wklejenia <span lang="en">/ Snippet</span></h2>
<pre><code id="snippet"></code></pre>
<p><button type="button" id="copy">Kopiuj <span lang="en">/ Copy</span></button> <output id="copied" for="copy"></output></p>
<h2>Podgląd <span lang="en">/ Preview</span></h2>
<div id="preview" class="preview"></div>
<h2 id="origin">Twoja domena <span lang="en">/ Your origin</span></h2>
<p>Widżet działa tylko na stronach, których źródło (schemat, host i port) dostawca zarejestrował; inaczej konsola przeglądarki podaje dokładne źródło do zgłoszenia.
Serwer przykładowy przyjmuje własne: <code>TRUSTED_ORIGINS=http://localhost:3000 npm start</code>. Teraz ufa:
<span lang="en">The widget runs only on pages whose origin (scheme, host and port) the provider registered; otherwise the browser console names the exact origin to register. The sample backend takes yours through <code>TRUSTED_ORIGINS</code>. It trusts now:</span></p>
<ul>${trusted}</ul>
<p>Przewodnik <span lang="en">/ Guide</span>: <code>docs/partner-quick-start.md</code>.
Marka <code>sandbox</code> to wizyty na niby i symulator płatności <span lang="en">/ the sandbox brand books visits that go nowhere, with the payment simulator</span>.</p>
</main>
</body>
</html>
`;
}
