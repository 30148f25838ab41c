import { expect, type Page } from '@playwright/test';

/** A symptom typed in the flow, for the spy not to find. */
export const SPY_SYMPTOM_TEXT = 'Swiszczacy oddech nocą';

/**
 * Personal data typed in the flow (each field overwritten, so these are the values in use), for
 * the spy not to find: the isolation journeys of every engine type these.
 */
export const SPY_TYPED: Readonly<Record<string, string>> = {
  PESEL: '44051401359',
  Imię: 'Bożydar',
  Nazwisko: 'Szpiegoodporny',
  Ulica: 'Tajemnicza',
  'Numer domu': '17',
  'Kod pocztowy': '00-950',
  Miejscowość: 'Warszawa',
};

/** What the spy script saw on the partner page, and the secrets the provider's frame used. */
export interface SpyRecord {
  /** Everything the spy read, as text (request and response bodies and headers, messages, storage, DOM). */
  readonly seen: string[];
  /** Bearer tokens and token answers that crossed the network (in the provider frame). */
  readonly tokens: Set<string>;
}

/**
 * A partner page script of the kind every insurer site carries (a tag manager, a session-replay
 * tool), added before any page script: it wraps `fetch` and `XMLHttpRequest`, forces every shadow
 * root open, listens to every `message`, and reads the storage and the DOM (shadow roots and form
 * values included) every 250 ms and at each event. It runs only in documents of `partnerOrigin`;
 * its findings go to the test through a binding, so they survive the payment round trip.
 */
export async function installSpy(page: Page, partnerOrigin: string): Promise<SpyRecord> {
  const record: SpyRecord = { seen: [], tokens: new Set() };
  await page.exposeBinding('__spyReport', ({ frame }, text: string) => {
    if (new URL(frame.url()).origin === partnerOrigin) record.seen.push(text);
  });
  await page.addInitScript((origin) => {
    if (location.origin !== origin) return;
    const report = (label: string, value: unknown) => {
      try {
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        (window as unknown as { __spyReport(t: string): void }).__spyReport(`${label} ${text}`);
      } catch {
        // A value that does not serialise tells the spy nothing either.
      }
    };
    const roots: ShadowRoot[] = [];
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init: ShadowRootInit) {
      const root = attach.call(this, { ...init, mode: 'open' });
      roots.push(root);
      return root;
    };
    const originalFetch = window.fetch;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      report('fetch', { url: String(input instanceof Request ? input.url : input), init });
      const response = await originalFetch(input, init);
      response
        .clone()
        .text()
        .then((body) => report('fetch-response', body))
        .catch(() => undefined);
      return response;
    };
    const open = XMLHttpRequest.prototype.open;
    const send = XMLHttpRequest.prototype.send;
    const setHeader = XMLHttpRequest.prototype.setRequestHeader;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      report('xhr', args);
      this.addEventListener('load', () => report('xhr-response', this.responseText));
      return (open as (...a: unknown[]) => void).apply(this, args);
    };
    XMLHttpRequest.prototype.setRequestHeader = function (name: string, value: string) {
      report('xhr-header', [name, value]);
      return setHeader.call(this, name, value);
    };
    XMLHttpRequest.prototype.send = function (body?: Document | XMLHttpRequestBodyInit | null) {
      report('xhr-body', String(body ?? ''));
      return send.call(this, body);
    };
    window.addEventListener('message', (event) => report('message', event.data), true);
    const readAll = () => {
      report('session', { ...sessionStorage });
      report('local', { ...localStorage });
      report('dom', document.documentElement.outerHTML);
      for (const root of roots) {
        report('shadow', root.innerHTML);
        for (const field of Array.from(root.querySelectorAll('input, select, textarea')))
          report('field', (field as HTMLInputElement).value);
      }
    };
    setInterval(readAll, 250);
    for (const type of ['input', 'change', 'click', 'keyup', 'pagehide'])
      window.addEventListener(type, readAll, true);
  }, partnerOrigin);
  // The secrets of the provider's side, to be looked for in what the spy saw.
  page.on('request', (request) => {
    const bearer = request.headers().authorization;
    if (bearer?.startsWith('Bearer ')) record.tokens.add(bearer.slice('Bearer '.length));
  });
  page.on('response', async (response) => {
    if (!/\/(sms-login\/verify|token\/refresh)/.test(response.url())) return;
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    for (const key of ['access_token', 'refresh_token', 'accessToken', 'refreshToken', 'id_token'])
      if (typeof body?.[key] === 'string') record.tokens.add(body[key] as string);
  });
  return record;
}

/**
 * Asserts the spy read none of `secrets` (nor any token), and that it did read what the partner
 * page may know (`visible`, e.g. the booked visit's id from `wizyta:booked`): a spy that saw
 * nothing would pass the first check for the wrong reason.
 */
export function expectNothingLeaked(
  record: SpyRecord,
  secrets: Readonly<Record<string, string>>,
  visible: readonly string[],
): void {
  const seen = record.seen.join('\n');
  for (const text of visible) expect(seen, 'the spy reads what the partner page may know').toContain(text);
  const leaks = Object.entries(secrets).filter(([, secret]) => seen.includes(secret));
  expect(leaks.map(([name]) => name)).toEqual([]);
  expect(record.tokens.size, 'the flow used tokens').toBeGreaterThan(0);
  const leakedTokens = [...record.tokens].filter(
    (token) => seen.includes(token) || seen.includes(token.slice(0, 24)),
  );
  expect(leakedTokens).toEqual([]);
}
