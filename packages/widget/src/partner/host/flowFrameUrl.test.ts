import { describe, expect, it } from 'vitest';
import { flowFrameUrl } from './flowFrameUrl';

describe('flowFrameUrl', () => {
  it('is flow.html in the widget folder (also from a chunk) with the brand, language, origin and non-personal attributes', () => {
    const url = new URL(
      flowFrameUrl('https://provider.test/widget/chunks/shared-abc.js', {
        type: 'welbi',
        origin: 'https://partner.test',
        instance: 'wizyta-1',
        attributes: {
          lang: 'en',
          partner: 'p1',
          appointmentType: 'CALL',
          nfz: '',
          prefill: '{"patient":{"pesel":"44051401359"}}',
          configUrl: 'https://provider.test/b/welbi/config.json',
        },
        paymentReturn: null,
      }),
    );
    expect(url.origin + url.pathname).toBe('https://provider.test/widget/flow.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      type: 'welbi',
      lang: 'en',
      origin: 'https://partner.test',
      instance: 'wizyta-1',
      partner: 'p1',
      'appointment-type': 'CALL',
      nfz: '',
    });
  });

  it('carries uk; without a lang attribute, the partner page’s <html lang>', () => {
    const langOf = (attributes: { lang?: string }) =>
      new URL(
        flowFrameUrl('https://provider.test/widget/wizyta-widget.js', {
          type: 'general',
          origin: 'https://partner.test',
          instance: 'wizyta-1',
          attributes,
          paymentReturn: null,
        }),
      ).searchParams.get('lang');
    expect(langOf({ lang: 'uk' })).toBe('uk');
    document.documentElement.lang = 'uk-UA';
    try {
      expect(langOf({})).toBe('uk');
      expect(langOf({ lang: 'pl' })).toBe('pl');
    } finally {
      document.documentElement.removeAttribute('lang');
    }
    expect(langOf({})).toBe('pl');
  });

  it('carries the payment return and the kept visit id, nothing of a payment; an unknown lang is pl', () => {
    const url = new URL(
      flowFrameUrl('https://provider.test/widget/wizyta-widget.js', {
        type: 'general',
        origin: 'https://partner.test',
        instance: 'wizyta-1',
        attributes: { lang: 'de' },
        paymentReturn: { appointmentId: 'w-1' },
      }),
    );
    expect(url.searchParams.get('lang')).toBe('pl');
    expect(url.searchParams.get('wizyta')).toBe('wizyta-1');
    expect(url.searchParams.get('appointmentId')).toBe('w-1');
    expect([...url.searchParams.keys()].filter((key) => /payment/i.test(key))).toEqual([]);
  });

  it("names the provider's /b/<type>/ deployment the config came from, no other config URL", () => {
    const query = (configUrl: string, type = 'general') =>
      Object.fromEntries(
        new URL(
          flowFrameUrl('https://provider.test/widget/wizyta-widget.js', {
            type,
            origin: 'https://partner.test',
            instance: 'wizyta-1',
            attributes: {},
            paymentReturn: null,
            configUrl,
          }),
        ).searchParams,
      ).config;
    expect(query('https://provider.test/b/general/config.json')).toBe('/b/general/config.json');
    expect(query('https://provider.test/config.json')).toBeUndefined();
    expect(query('https://other.test/b/general/config.json')).toBeUndefined();
    expect(query('https://provider.test/b/welbi/config.json')).toBeUndefined();
    expect(query('https://provider.test/b/welbi/config.json', 'welbi')).toBe('/b/welbi/config.json');
  });
});
