import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseWidgetAttributes } from './parseWidgetAttributes';

const DEFAULT_CONFIG = 'http://localhost:8080/config.json';
const PAGE = 'http://127.0.0.1:8081/partner-site/';
const parse = (raw: Parameters<typeof parseWidgetAttributes>[0]) =>
  parseWidgetAttributes(raw, DEFAULT_CONFIG, PAGE);

describe('parseWidgetAttributes', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the defaults for an element without attributes', () => {
    expect(parse({})).toEqual({
      configUrl: DEFAULT_CONFIG,
      partner: null,
      lang: 'pl',
      specializationId: null,
      appointmentType: null,
      city: null,
      nfz: false,
      prefill: null,
      portalUrl: null,
    });
  });

  it('takes lang="uk", and the page’s <html lang> when the attribute is absent', () => {
    expect(parse({ lang: 'uk' }).lang).toBe('uk');
    document.documentElement.lang = 'uk-UA';
    try {
      expect(parse({}).lang).toBe('uk');
      expect(parse({ lang: 'en' }).lang).toBe('en');
    } finally {
      document.documentElement.removeAttribute('lang');
    }
  });

  it('parses every attribute', () => {
    const settings = parse({
      configUrl: '/b/pzu/config.json',
      partner: ' pzu-web ',
      lang: 'en',
      specialization: '5',
      appointmentType: 'house',
      city: 'krakow',
      nfz: '',
      prefill: '{"patient":{"firstName":"Anna"}}',
      portalUrl: 'https://pzu.example.pl/',
    });
    expect(settings).toEqual({
      configUrl: 'http://127.0.0.1:8081/b/pzu/config.json',
      partner: 'pzu-web',
      lang: 'en',
      specializationId: 5,
      appointmentType: 'HOUSE',
      city: 'krakow',
      nfz: true,
      prefill: { patient: { firstName: 'Anna' } },
      portalUrl: 'https://pzu.example.pl/',
    });
    expect(parse({ city: '7', nfz: 'false' })).toMatchObject({ city: 7, nfz: false });
  });

  it('ignores invalid values and reports each once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bad = {
      configUrl: 'javascript:alert(1)',
      lang: 'de',
      specialization: 'cardio',
      appointmentType: 'TELEPORT',
      city: 'Kraków!',
      prefill: '{"city": ',
      portalUrl: 'data:text/html,hi',
    };
    expect(parse(bad)).toMatchObject({
      configUrl: DEFAULT_CONFIG,
      lang: 'pl',
      specializationId: null,
      appointmentType: null,
      city: null,
      prefill: null,
      portalUrl: null,
    });
    parse(bad);
    expect(warn).toHaveBeenCalledTimes(7);
    expect(warn.mock.calls.map((call) => String(call[0]))).toContain(
      '[wizyta] <wizyta-booking> ignored the prefill attribute: the JSON is not valid JSON',
    );
  });

  it('refuses a prefill that does not match the schema or is over 8 KB', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parse({ prefill: '{"appointmentType":"X"}' }).prefill).toBeNull();
    expect(parse({ prefill: JSON.stringify({ city: 1, pad: 'x'.repeat(9000) }) }).prefill).toBeNull();
  });
});
