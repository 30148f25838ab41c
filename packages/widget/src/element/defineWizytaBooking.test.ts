import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineWizytaBooking, WIZYTA_BOOKING_TAG } from './defineWizytaBooking';

const CONFIG = {
  apiUrl: 'http://api.test',
  authUrl: 'http://api.test/',
  siteUrl: 'http://api.test/',
  type: 'general',
  keycloak: { url: 'http://api.test/auth', realm: 'wizyta', clientId: 'wizyta-portal' },
  allowedIframeDataSources: ['http://partner.test'],
};
const TOWNS = [
  { id: 1, town: 'Kraków', inflection: 'w Krakowie', slug: 'krakow' },
  { id: 3, town: 'Poznań', inflection: 'w Poznaniu', slug: 'poznan' },
];

// The sample backend's answers for the two calls the first step makes.
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.endsWith('/config.json')) return Response.json(CONFIG);
  if (url.endsWith('/visit-api/anonymous/towns')) return Response.json(TOWNS);
  return new Response('not found', { status: 404 });
});

describe('<wizyta-booking>', () => {
  beforeAll(() => {
    vi.stubGlobal('fetch', fetchMock);
    defineWizytaBooking();
  });
  afterEach(() => document.body.replaceChildren());

  it('is defined once', () => {
    expect(defineWizytaBooking()).toBe(customElements.get(WIZYTA_BOOKING_TAG));
  });

  it('renders the search step in an open shadow root and announces ready and step', async () => {
    const seen: string[] = [];
    for (const name of ['wizyta:ready', 'wizyta:step'])
      document.addEventListener(name, (event) =>
        seen.push(`${name} ${JSON.stringify((event as CustomEvent).detail)}`),
      );
    const element = document.createElement(WIZYTA_BOOKING_TAG);
    element.setAttribute('config-url', 'http://api.test/config.json');
    element.setAttribute('partner', 'pzu');
    document.body.append(element);

    await vi.waitFor(() => expect(element.shadowRoot?.querySelectorAll('button.town')).toHaveLength(2));
    const root = element.shadowRoot;
    expect(root?.querySelector('h2')?.textContent).toBe('Umów wizytę');
    expect(root?.adoptedStyleSheets).toHaveLength(1);
    expect(root?.querySelector('style, [style]')).toBeNull();
    expect(seen).toContain('wizyta:ready {"partner":"pzu","lang":"pl","v":1}');
    expect(seen).toContain('wizyta:step {"step":"search","v":1}');
  });

  it('applies attribute changes after mount, including emptied and removed ones', async () => {
    const element = document.createElement(WIZYTA_BOOKING_TAG);
    element.setAttribute('config-url', 'http://api.test/config.json');
    element.setAttribute('city', 'krakow');
    document.body.append(element);
    const pressed = () => element.shadowRoot?.querySelector('button[aria-pressed="true"]')?.textContent;
    await vi.waitFor(() => expect(pressed()).toBe('Kraków'));
    element.setAttribute('city', '3');
    await vi.waitFor(() => expect(pressed()).toBe('Poznań'));
    element.removeAttribute('city');
    await vi.waitFor(() => expect(pressed()).toBeUndefined());
  });
});
