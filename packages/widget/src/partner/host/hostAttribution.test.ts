import { describe, expect, it } from 'vitest';
import { flowFrameUrl } from './flowFrameUrl';
import { hostAttribution } from './hostAttribution';

function element(attributes: Record<string, string>): Element {
  const el = document.createElement('wizyta-booking');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

describe('hostAttribution', () => {
  it('reads partner and utm_* from the page address, and no other parameter', () => {
    expect(
      hostAttribution(
        element({}),
        'https://partner.test/?utm_source=x&utm_medium=y&evil=z&pesel=44051401359',
      ),
    ).toEqual({ utm: { source: 'x', medium: 'y' } });
  });

  it("prefers the element's partner and utm-* attributes", () => {
    expect(
      hostAttribution(
        element({ partner: 'przyklad', 'utm-campaign': 'jesien' }),
        'https://partner.test/?partner=inny&utm_campaign=lato&utm_term=lekarz',
      ),
    ).toEqual({ partner: 'przyklad', utm: { campaign: 'jesien', term: 'lekarz' } });
  });

  it('goes into the flow frame address as partner and utm_* (the frame reads them back)', () => {
    const url = new URL(
      flowFrameUrl('https://provider.test/widget/wizyta-widget.js', {
        type: 'sandbox',
        origin: 'https://partner.test',
        instance: 'wizyta-1',
        attributes: {},
        paymentReturn: null,
        attribution: hostAttribution(element({}), 'https://partner.test/?partner=pzu&utm_source=x&evil=z'),
      }),
    );
    expect(url.searchParams.get('partner')).toBe('pzu');
    expect(url.searchParams.get('utm_source')).toBe('x');
    expect(url.searchParams.has('evil')).toBe(false);
  });
});
