// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ssoConfigUrl } from './ssoConfigUrl';

const ORIGIN = 'http://localhost:8080';

/** A popup whose opener's flow element has `configUrl` (or whose opener throws, cross-origin). */
function popup(configUrl: string | null | 'cross-origin'): Window {
  const element = { getAttribute: () => (configUrl === 'cross-origin' ? null : configUrl) };
  const opener =
    configUrl === 'cross-origin'
      ? {
          get document(): never {
            throw new DOMException('Blocked a frame', 'SecurityError');
          },
        }
      : { document: { querySelector: () => element } };
  return { location: { origin: ORIGIN }, opener } as unknown as Window;
}

describe('ssoConfigUrl (the SSO popup signs in with its frame’s brand client)', () => {
  it('takes the frame’s brand config on this origin', () => {
    expect(ssoConfigUrl(popup(`${ORIGIN}/b/inter/config.json`))).toBe(`${ORIGIN}/b/inter/config.json`);
    expect(ssoConfigUrl(popup('/b/general/config.json'))).toBe(`${ORIGIN}/b/general/config.json`);
  });

  it.each([
    null,
    'cross-origin',
    'https://evil.example/b/inter/config.json',
    `${ORIGIN}/config.json`,
    `${ORIGIN}/b/inter/config.json?x=1`,
    `${ORIGIN}/b/../config.json`,
    `${ORIGIN}/b/inter/other.json`,
    'javascript:alert(1)',
  ])('falls back to the root deployment for %s', (value) => {
    expect(ssoConfigUrl(popup(value))).toBe(`${ORIGIN}/config.json`);
  });
});
