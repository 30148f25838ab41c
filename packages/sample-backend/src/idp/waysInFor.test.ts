import { describe, expect, it } from 'vitest';
import { waysInFor } from './waysInFor';

const ORIGIN = 'http://localhost:8080';

describe('waysInFor', () => {
  it('gives the GENERAL portal both sign-up and SMS sign-in, at the root and at /b/general/', () => {
    expect(waysInFor('wizyta-portal', ORIGIN)).toEqual({
      smsLogin: `${ORIGIN}/sms-login`,
      registration: `${ORIGIN}/registration`,
    });
    expect(waysInFor('wizyta-portal-general', ORIGIN)?.registration).toBe(`${ORIGIN}/b/general/registration`);
  });

  it('gives an insurer portal SMS sign-in only, and any other client nothing', () => {
    expect(waysInFor('wizyta-portal-pzu', ORIGIN)).toEqual({
      smsLogin: `${ORIGIN}/b/pzu/sms-login`,
      registration: null,
    });
    expect(waysInFor('wizyta-widget', ORIGIN)).toBeNull();
    expect(waysInFor(undefined, ORIGIN)).toBeNull();
  });
});
