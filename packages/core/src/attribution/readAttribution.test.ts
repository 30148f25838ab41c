import { describe, expect, it } from 'vitest';
import { AttributionSchema } from '../schemas/attribution';
import { type AttributionKey, readAttribution } from './readAttribution';

const none = () => null;
const attrs =
  (values: Partial<Record<AttributionKey, string>>) =>
  (key: AttributionKey): string | undefined =>
    values[key];

describe('readAttribution', () => {
  it('takes partner and the five utm_* keys from the page URL, and nothing else', () => {
    const url =
      'https://partner.pl/?utm_source=x&utm_medium=y&utm_campaign=jesie%C5%84+2026&utm_term=lekarz&utm_content=baner&evil=z&utm_id=1&partner=pzu&gclid=abc';
    expect(readAttribution(none, url)).toEqual({
      partner: 'pzu',
      utm: { source: 'x', medium: 'y', campaign: 'jesień 2026', term: 'lekarz', content: 'baner' },
    });
  });

  it('prefers the element attributes, key by key', () => {
    expect(
      readAttribution(
        attrs({ partner: 'przyklad', utm_source: 'newsletter' }),
        'https://p.pl/?utm_source=x&utm_medium=y',
      ),
    ).toEqual({ partner: 'przyklad', utm: { source: 'newsletter', medium: 'y' } });
  });

  it('drops values that are too long or carry characters of addresses, URLs or markup', () => {
    const bad = ['a'.repeat(65), 'jan@kowalski.pl', 'https://evil.test', '<b>x</b>', 'a;b', '', '   '];
    for (const value of bad) {
      const url = `https://p.pl/?utm_source=${encodeURIComponent(value)}`;
      expect(readAttribution(none, url)).toEqual({});
      expect(readAttribution(attrs({ partner: value }), 'https://p.pl/?partner=ok')).toEqual({});
    }
    expect(readAttribution(none, `https://p.pl/?utm_source=${'a'.repeat(64)}`).utm?.source).toHaveLength(64);
  });

  it('drops values that look like a PESEL, a phone or a name, and a partner of two words', () => {
    const personal = [
      '44051401359',
      '500100200',
      '+48 500 100 200',
      '500-100-200',
      'Anna Kowalska',
      'Jan Maria Rokita',
      'Anna Nowak-Kowalska',
      'Zbigniew Łukasiewicz',
      'kampania 600100200',
    ];
    for (const value of personal) {
      const url = `https://p.pl/?utm_term=${encodeURIComponent(value)}`;
      expect(readAttribution(none, url), value).toEqual({});
      expect(AttributionSchema.safeParse({ utm: { term: value } }).success, value).toBe(false);
    }
    expect(readAttribution(attrs({ partner: 'pzu zdrowie' }), 'https://p.pl/')).toEqual({});
    expect(AttributionSchema.safeParse({ partner: 'pzu zdrowie' }).success).toBe(false);
    // Campaigns and terms as campaigns write them still travel.
    const kept =
      'https://p.pl/?utm_campaign=jesie%C5%84+2026&utm_term=Lekarz&utm_content=baner-12345678&partner=pzu';
    expect(readAttribution(none, kept)).toEqual({
      partner: 'pzu',
      utm: { campaign: 'jesień 2026', term: 'Lekarz', content: 'baner-12345678' },
    });
  });

  it('trims values and survives a page URL it cannot parse', () => {
    expect(readAttribution(attrs({ partner: '  pzu ' }), 'not a url')).toEqual({ partner: 'pzu' });
  });

  it('produces what the contract schema accepts, and the schema drops unknown keys', () => {
    const read = readAttribution(none, 'https://p.pl/?utm_source=x&utm_medium=y&partner=pzu');
    expect(AttributionSchema.parse(read)).toEqual(read);
    expect(AttributionSchema.parse({ partner: 'pzu', evil: 'z', utm: { source: 'x', id: '1' } })).toEqual({
      partner: 'pzu',
      utm: { source: 'x' },
    });
    expect(AttributionSchema.safeParse({ utm: { source: 'jan@kowalski.pl' } }).success).toBe(false);
  });
});
