import { formatPrice } from '@wizyta/core';
import { escapeHtml } from '../http/escapeHtml';
import type { PaymentRecord } from '../seed/DataStore';

const STATUS_LABELS: Readonly<Record<PaymentRecord['status'], string>> = {
  PROCESSING: 'w toku',
  ACCEPTED: 'zaakceptowana',
  REJECTED: 'odrzucona',
};

/** The path of the gateway page's stylesheet (CSP: no inline styles). */
export const GATEWAY_CSS_PATH = '/pay/assets/gateway.css';

/** The merchant the gateway names: the provider, never the visit. */
const MERCHANT = 'Wizyta — usługi medyczne (serwer deweloperski)';

/**
 * The gateway simulator's page, in Polish: the amount, the merchant and the payment's random
 * reference, and one plain form whose three submit buttons post the decision with the payment's
 * secret. Nothing about the visit (doctor, specialization, time, id): whoever sees the page learns
 * only that someone pays this merchant this amount. No script and no inline style (strict CSP).
 */
export function renderPaymentPage(payment: PaymentRecord, secret: string): string {
  const rows: Array<[string, string]> = [
    ['Kwota', formatPrice(payment.amount)],
    ['Odbiorca', MERCHANT],
    ['Numer referencyjny', payment.reference],
    ['Status płatności', STATUS_LABELS[payment.status]],
  ];
  const details = rows
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  const open = payment.status === 'PROCESSING';
  const secretField = `<input type="hidden" name="payment" value="${escapeHtml(secret)}">`;
  const form = open
    ? `<form method="post" action="/pay">
  ${secretField}
  <button type="submit" name="decision" value="pay" class="primary">Zapłać</button>
  <button type="submit" name="decision" value="reject">Odrzuć</button>
  <button type="submit" name="decision" value="leave">Zostaw w toku</button>
</form>`
    : `<p>Ta płatność została już ${escapeHtml(STATUS_LABELS[payment.status])}.</p>
<form method="post" action="/pay">${secretField}<button type="submit" name="decision" value="leave">Wróć do serwisu</button></form>`;
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Płatność za wizytę — symulator bramki płatności</title>
<link rel="stylesheet" href="${GATEWAY_CSS_PATH}">
</head>
<body>
<main>
<h1>Płatność za wizytę</h1>
<p class="note">To symulator bramki płatności serwera deweloperskiego. Żadne pieniądze nie zostaną pobrane.</p>
<dl>
${details}
</dl>
${form}
</main>
</body>
</html>`;
}

/** The page for an unknown payment id. */
export function renderUnknownPaymentPage(): string {
  return `<!doctype html>
<html lang="pl">
<head><meta charset="utf-8"><title>Nie znaleziono płatności</title><link rel="stylesheet" href="${GATEWAY_CSS_PATH}"></head>
<body><main><h1>Nie znaleziono płatności</h1><p>Link do płatności jest nieprawidłowy lub wygasł.</p></main></body>
</html>`;
}

/** The stylesheet: readable, large targets, AA contrast. */
export const GATEWAY_CSS = `body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b1f24}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.5rem;margin-top:0}.note{color:#4a5361}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:600}dd{margin:0}
form{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.75rem 1.25rem;border-radius:.375rem;border:1px solid #4a5361;background:#fff;color:#1b1f24;cursor:pointer}
button.primary{background:#0b5cad;border-color:#0b5cad;color:#fff}
button:focus-visible{outline:3px solid #f0b400;outline-offset:2px}
`;
