import { describe, expect, it } from 'vitest';
import { externalUrl, isTrustedUrl } from './trustedUrl';

const TRUSTED = ['https://wideo.example', 'http://127.0.0.1:8081'];

describe('isTrustedUrl', () => {
  it('accepts a URL whose origin is exactly on the list', () => {
    expect(isTrustedUrl('https://wideo.example/pokoj/1', TRUSTED)).toBe(true);
    expect(isTrustedUrl('http://127.0.0.1:8081/wideo/pokoj-w-1003', TRUSTED)).toBe(true);
  });

  it('refuses look-alikes, other ports and schemes, and non-http URLs', () => {
    expect(isTrustedUrl('https://wideo.example.evil.pl/pokoj', TRUSTED)).toBe(false);
    expect(isTrustedUrl('https://evil.pl/https://wideo.example', TRUSTED)).toBe(false);
    expect(isTrustedUrl('http://wideo.example/pokoj', TRUSTED)).toBe(false);
    expect(isTrustedUrl('http://127.0.0.1:8082/x', TRUSTED)).toBe(false);
    expect(isTrustedUrl('javascript:alert(1)', TRUSTED)).toBe(false);
    expect(isTrustedUrl(null, TRUSTED)).toBe(false);
    expect(isTrustedUrl('https://wideo.example/x', [])).toBe(false);
  });
});

describe('externalUrl', () => {
  it('keeps http(s) only', () => {
    expect(externalUrl('https://a.pl/x')?.href).toBe('https://a.pl/x');
    expect(externalUrl('data:text/html,x')).toBeNull();
    expect(externalUrl('not a url')).toBeNull();
  });
});
