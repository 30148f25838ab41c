import type { BrandType } from '../config/BRAND_TYPES';
import type { BrandConfig } from '../config/createBrandConfig';
import type { Deployment } from '../config/deployments';

/**
 * Which deployments ask for a captcha (`CAPTCHA`). `realm`: every one, the root API included —
 * the decided rule for a real deployment: all brands share one account realm, so an SMS code,
 * a call-back, a contact message or a registration refused without a captcha on one API base but
 * taken on another protects nothing. `general`: only `/b/general/` — the test arrangement of the
 * sample (the e2e suite signs in by SMS on `/` and the other brands hundreds of times, and a proof
 * of work on each would slow it for nothing, while `/b/general/` has every guarded form), and the
 * sample's default, whose seeded accounts' SMS code is public anyway.
 */
export type CaptchaScope = 'realm' | 'general';

/** The sample deployments with a captcha in the `general` scope. */
export const CAPTCHA_BRANDS: readonly BrandType[] = ['general'];

/** Whether `deployment` asks for a captcha in `scope`. */
export function captchaRequired(scope: CaptchaScope, deployment: Deployment): boolean {
  return scope === 'realm' || (deployment !== 'root' && CAPTCHA_BRANDS.includes(deployment));
}

/**
 * A brand's config with the captcha switched on when the deployment has one: `captchaSiteKey`
 * set (ALTCHA needs no key from a third party; the value only names the deployment). Its API is
 * already the deployment's gateway, where the guarded calls then need a solution.
 */
export function withCaptcha(config: BrandConfig, deployment: Deployment, scope: CaptchaScope): BrandConfig {
  if (!captchaRequired(scope, deployment)) return config;
  return { ...config, captchaSiteKey: `wizyta-sample-${deployment}` };
}
