import type { BrandType } from '../config/BRAND_TYPES';
import type { BrandConfig } from '../config/createBrandConfig';

/**
 * The sample deployments with a captcha: GENERAL at `/b/general/` only. Decided: the e2e suite
 * signs in by SMS on `/` and the other brands many times, and a proof of work on each of those
 * would slow it for nothing; `/b/general/` has every guarded form (registration, contact, SMS
 * login, call-back), so one deployment shows and tests them all. GENERAL at `/` stays without.
 */
export const CAPTCHA_BRANDS: readonly BrandType[] = ['general'];

/**
 * A brand's config with the captcha switched on when the deployment has one: `captchaSiteKey`
 * set (ALTCHA needs no key from a third party; the value only names the deployment). Its API is
 * already the deployment's gateway, where the guarded calls then need a solution.
 */
export function withCaptcha(config: BrandConfig, deployment: BrandType | 'root'): BrandConfig {
  if (deployment === 'root' || !CAPTCHA_BRANDS.includes(deployment)) return config;
  return { ...config, captchaSiteKey: `wizyta-sample-${deployment}` };
}
