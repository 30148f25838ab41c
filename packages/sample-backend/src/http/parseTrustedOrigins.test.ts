import { describe, expect, it } from 'vitest';
import { parseTrustedOrigins } from './parseTrustedOrigins';

describe('parseTrustedOrigins', () => {
  it('reads a comma-separated list of exact origins, trimmed and without repeats', () => {
    expect(
      parseTrustedOrigins(' http://localhost:3000 , https://staging.partner.pl,http://localhost:3000'),
    ).toEqual(['http://localhost:3000', 'https://staging.partner.pl']);
  });

  it('is empty when unset or blank', () => {
    expect(parseTrustedOrigins(undefined)).toEqual([]);
    expect(parseTrustedOrigins('  ')).toEqual([]);
  });

  it.each([
    'localhost:3000',
    'http://localhost:3000/',
    'http://localhost:3000/shop',
    'http://*.partner.pl',
    'ftp://partner.pl',
    'HTTP://LOCALHOST:3000',
    'http://localhost:80',
  ])('refuses %s, naming it', (entry) => {
    expect(() => parseTrustedOrigins(`http://localhost:3000,${entry}`)).toThrow(entry);
  });

  it('refuses plain http off the loopback, as core does in config.json', () => {
    expect(() => parseTrustedOrigins('http://staging.partner.pl')).toThrow(
      'TRUSTED_ORIGINS: "http://staging.partner.pl": http is allowed only for the loopback',
    );
  });
});
