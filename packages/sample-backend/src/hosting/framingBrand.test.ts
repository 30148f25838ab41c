import { describe, expect, it } from 'vitest';
import { framingBrandOfQuery } from './framingBrand';

describe('framingBrandOfQuery (whose partners may frame a widget page)', () => {
  it.each([
    ['type=welbi&lang=pl', 'welbi'],
    ['lang=pl&type=welbi', 'welbi'],
    ['type=welbi&type=general', 'welbi'],
    ['TYPE=general&type=welbi', 'welbi'],
    ['', 'general'],
    ['sso=popup', 'general'],
    ['type=', 'general'],
    ['type=general&config=%2Fb%2Fgeneral%2Fconfig.json', 'general'],
  ])('reads %j as %s, the brand the page itself picks', (query, brand) => {
    expect(framingBrandOfQuery(query)).toBe(brand);
  });

  it.each([
    'type=nope',
    // The page decodes the value to pzu; the rule must not fall back to another brand's list.
    'type=pz%75',
    // The page decodes the names and reads type=general first; the raw rule would read pzu.
    'typ%65=general&type=pzu',
    'ty+pe=general&type=pzu',
  ])('lets nobody else frame %j', (query) => {
    expect(framingBrandOfQuery(query)).toBeNull();
  });
});
