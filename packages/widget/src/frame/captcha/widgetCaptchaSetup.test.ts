// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { widgetCaptchaSetup } from './widgetCaptchaSetup';

const load = () => Promise.resolve({ css: '' });

describe('widgetCaptchaSetup', () => {
  it('is null where the brand sets no captchaSiteKey (no captcha, ALTCHA never loads)', () => {
    expect(widgetCaptchaSetup({ apiUrl: 'https://api.example.pl' }, load)).toBeNull();
  });

  it("takes the challenge from the deployment's API (the /b/general/ gateway)", () => {
    const setup = widgetCaptchaSetup(
      { apiUrl: 'http://localhost:8080/gw/general/', captchaSiteKey: 'altcha' },
      load,
    );
    expect(setup?.challengeUrl).toBe(
      'http://localhost:8080/gw/general/visit-api/anonymous/captcha-challenge',
    );
    expect(setup?.load).toBe(load);
  });
});
