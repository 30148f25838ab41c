import { startInProcessBackend } from '@wizyta/testkit/backend';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineWizytaBooking, WIZYTA_BOOKING_TAG } from './defineWizytaBooking';
import { WizytaBooking } from './WizytaBooking';

const CONFIG_URL = 'http://localhost:8080/config.json';

describe('<wizyta-booking>', () => {
  beforeAll(async () => {
    const backend = await startInProcessBackend();
    // Every call of the element (config.json, the API) goes to the in-process sample backend.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      backend.fetch(new Request(input, init)),
    );
    defineWizytaBooking(customElements, WizytaBooking);
  });
  // Each test is a page of its own: an element that leaves the page gives its instance name back,
  // and the next one takes it with the order (and the form as it stood) kept under it, as a
  // single-page app's next page does on purpose.
  afterEach(() => {
    document.body.replaceChildren();
    sessionStorage.clear();
  });

  it('is defined once', () => {
    expect(defineWizytaBooking(customElements, WizytaBooking)).toBe(customElements.get(WIZYTA_BOOKING_TAG));
  });

  it('renders the booking search step in an open shadow root and announces ready and step', async () => {
    const seen: string[] = [];
    for (const name of ['wizyta:ready', 'wizyta:step'])
      document.addEventListener(name, (event) =>
        seen.push(`${name} ${JSON.stringify((event as CustomEvent).detail)}`),
      );
    const element = document.createElement(WIZYTA_BOOKING_TAG);
    element.setAttribute('config-url', CONFIG_URL);
    element.setAttribute('partner', 'pzu');
    document.body.append(element);

    const root = () => element.shadowRoot;
    await vi.waitFor(() =>
      expect(root()?.querySelector('form.wb-search h2')?.textContent).toBe('Umów wizytę'),
    );
    expect(root()?.adoptedStyleSheets).toHaveLength(1);
    expect(root()?.querySelector('style, [style]')).toBeNull();
    await vi.waitFor(() =>
      expect(seen).toContain('wizyta:step {"step":"search","instance":"wizyta-1","v":1}'),
    );
    expect(seen).toContain('wizyta:ready {"partner":"pzu","lang":"pl","instance":"wizyta-1","v":1}');
  });

  it('applies the city attribute and a later change while the patient is on the search step', async () => {
    const element = document.createElement(WIZYTA_BOOKING_TAG);
    element.setAttribute('config-url', CONFIG_URL);
    element.setAttribute('city', 'krakow');
    document.body.append(element);
    const city = () => {
      const select = element.shadowRoot?.querySelector<HTMLSelectElement>('form.wb-search select');
      return select?.selectedOptions[0]?.textContent;
    };
    await vi.waitFor(() => expect(city()).toBe('Kraków'));
    element.setAttribute('city', '3');
    await vi.waitFor(() => expect(city()).toBe('Poznań'));
  });
});
