// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isTrustedOrigin } from './isTrustedOrigin';

const TRUSTED = ['http://127.0.0.1:8081'];

describe('isTrustedOrigin', () => {
  it('accepts an origin equal to an entry', () => {
    expect(isTrustedOrigin('http://127.0.0.1:8081', TRUSTED)).toBe(true);
    expect(isTrustedOrigin('https://b.test', ['https://a.test', 'https://b.test'])).toBe(true);
  });

  it.each([
    ['a lookalike host with the trusted origin as prefix', 'http://127.0.0.1:8081.evil.test'],
    ['a longer port', 'http://127.0.0.1:80811'],
    ['a shorter port', 'http://127.0.0.1:808'],
    ['the opaque origin', 'null'],
    ['the same port under another host name', 'http://localhost:8081'],
    ['another scheme', 'https://127.0.0.1:8081'],
    ['a trailing slash', 'http://127.0.0.1:8081/'],
    ['a path', 'http://127.0.0.1:8081/partner-site'],
    ['a prefix of the entry', 'http://127.0.0.1'],
    ['different case', 'HTTP://127.0.0.1:8081'],
    ['userinfo', 'http://user@127.0.0.1:8081'],
    ['an empty origin', ''],
  ])('refuses %s (%s)', (_, origin) => {
    expect(isTrustedOrigin(origin, TRUSTED)).toBe(false);
  });

  it('refuses non-strings and everything when the list is empty', () => {
    expect(isTrustedOrigin(undefined, TRUSTED)).toBe(false);
    expect(isTrustedOrigin(null, TRUSTED)).toBe(false);
    expect(isTrustedOrigin(['http://127.0.0.1:8081'], TRUSTED)).toBe(false);
    expect(isTrustedOrigin('http://127.0.0.1:8081', [])).toBe(false);
  });

  it('never trusts "null", even when a bad list names it', () => {
    expect(isTrustedOrigin('null', ['null'])).toBe(false);
  });
});
