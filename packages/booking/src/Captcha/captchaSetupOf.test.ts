import { describe, expect, it } from 'vitest';
import { captchaSetupOf } from './captchaSetupOf';

const worker = () => Promise.resolve('/workers/pbkdf2.js');

describe('captchaSetupOf', () => {
  it('is null where the brand sets no captchaSiteKey (no captcha, ALTCHA never loads)', () => {
    expect(captchaSetupOf({ apiUrl: 'https://api.example.pl' }, worker)).toBeNull();
  });

  it("takes the challenge from the deployment's API (the /b/general/ gateway)", () => {
    const setup = captchaSetupOf(
      { apiUrl: 'http://localhost:8080/gw/general/', captchaSiteKey: 'altcha' },
      worker,
    );
    expect(setup?.challengeUrl).toBe(
      'http://localhost:8080/gw/general/visit-api/anonymous/captcha-challenge',
    );
    expect(typeof setup?.load).toBe('function');
  });
});
