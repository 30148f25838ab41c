import type { WebKitPage } from './webkitPage';

/**
 * The partner page's spy (e2e/widget-spy.ts) for WebKit: a script of the kind every insurer site
 * carries that wraps fetch and XMLHttpRequest, hears every message, and reads the storage, the DOM
 * and every open shadow root (form values included) every 250 ms and at each event. WebDriver
 * classic has no script that runs before the page's own, so it is put into the partner page once
 * that page has loaded, before the patient's first step, and again after the payment's return;
 * what it read is collected before the page leaves. (A closed shadow root would hide from it: the
 * element's root is open, as Playwright's spy forces every root to be.)
 */
export async function installSpy(wk: WebKitPage): Promise<void> {
  await wk.inTopWhile(() => wk.evaluate(SPY));
}

/** What the spy has read on the current partner page, as text. */
export function collectSpy(wk: WebKitPage): Promise<string[]> {
  return wk.inTopWhile(() => wk.evaluate<string[]>('return [...(window.__spySeen || [])]'));
}

/**
 * A JSON Web Token as the provider's tokens are written (access and ID tokens, and the refresh
 * token's envelope): WebDriver classic cannot watch the flow frame's requests for the tokens
 * themselves, so any JWT in what the spy read is a leak.
 */
export const JWT = /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]+/g;

const SPY = `
if (window.__spySeen) return;
const seen = new Set();
window.__spySeen = seen;
const report = (label, value) => {
  try {
    seen.add(label + ' ' + (typeof value === 'string' ? value : JSON.stringify(value)));
  } catch {}
};
const originalFetch = window.fetch;
window.fetch = async (input, init) => {
  report('fetch', { url: String(input instanceof Request ? input.url : input), init });
  const response = await originalFetch(input, init);
  response.clone().text().then((body) => report('fetch-response', body), () => {});
  return response;
};
const open = XMLHttpRequest.prototype.open;
const send = XMLHttpRequest.prototype.send;
XMLHttpRequest.prototype.open = function (...args) {
  report('xhr', args);
  this.addEventListener('load', () => report('xhr-response', this.responseText));
  return open.apply(this, args);
};
XMLHttpRequest.prototype.send = function (body) {
  report('xhr-body', String(body ?? ''));
  return send.call(this, body);
};
window.addEventListener('message', (event) => report('message', event.data), true);
const readAll = () => {
  report('session', { ...sessionStorage });
  report('local', { ...localStorage });
  report('dom', document.documentElement.outerHTML);
  const walk = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.value !== undefined && typeof element.value === 'string') report('field', element.value);
      if (element.shadowRoot) {
        report('shadow', element.shadowRoot.innerHTML);
        walk(element.shadowRoot);
      }
    }
  };
  walk(document);
};
readAll();
setInterval(readAll, 250);
for (const type of ['input', 'change', 'click', 'keyup', 'pagehide']) window.addEventListener(type, readAll, true);
`;
