import { describe, expect, it } from 'vitest';
import { queryString } from './sendRequest';

describe('queryString', () => {
  it('writes nothing for no query or only undefined values', () => {
    expect(queryString(undefined)).toBe('');
    expect(queryString({ a: undefined })).toBe('');
  });

  it('encodes keys and values, repeats arrays, writes numbers and booleans as text', () => {
    expect(queryString({ city: 'Kraków Nowa Huta', ids: ['1', '2'], page: 0, nfz: false })).toBe(
      '?city=Krak%C3%B3w%20Nowa%20Huta&ids=1&ids=2&page=0&nfz=false',
    );
  });

  it('writes an empty or null value as the bare key', () => {
    expect(queryString({ q: '', r: null })).toBe('?q&r');
  });
});
