import { fileURLToPath } from 'node:url';
import { NO_PROXY, type TrustProxy } from './abuse/TrustProxy';
import type { SigningKey } from './auth/createSigningKey';
import type { CaptchaScope } from './captcha/withCaptcha';
import type { BrandType } from './config/BRAND_TYPES';
import type { Clock } from './createClock';
import { createClock } from './createClock';
import type { BrandLists } from './hosting/htmlHeaders';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/RateLimits';
import type { WeakenedControl } from './http/weakenedControls';

/** Everything that can be tuned when creating a backend; every field has a default. */
export interface BackendOptions {
  /** Port of the portal, API and IdP origin (8080). */
  port: number;
  /**
   * Interface the main port listens on (`HOST`, default `127.0.0.1`): the dev server has well-known
   * accounts and a fixed SMS code, so it is reachable from other machines only when asked for.
   */
  host: string;
  /**
   * The development shortcuts (`DEV_SHORTCUTS=1`, set by `npm start` on the loopback): the seeded
   * accounts' fixed SMS code and their sign-in links `token/<username>/link-<username>`. Off by
   * default; `createBackend` refuses them unless `host` and `issuerOrigin` are the loopback, and
   * `npm run deploy:local` refuses them. Without them a seeded account gets a random code like any
   * other (printed on the console, the sample's SMS gateway) and has no sign-in link.
   */
  devShortcuts: boolean;
  /**
   * Where SMS codes go (`SMS_GATEWAY`): `console` prints each code texted (the sample's stand-in
   * for an SMS provider: `deploy:local`, a developer's run); `none`, the default, prints the masked
   * phone only, never a code. With `devShortcuts` the console is the gateway too.
   */
  smsGateway: 'console' | 'none';
  /**
   * Controls switched off for a test of `npm run verify:provider` (`http/weakenedControls.ts`).
   * Test only: nothing reads it from the environment, and `createBackend` refuses it off the loopback.
   */
  testOnlyWeakenedControls: readonly WeakenedControl[];
  /** Abuse limits of the anonymous calls (`RATE_LIMITS`, see `http/RateLimits.ts`). */
  rateLimits: RateLimits;
  /** Which API bases ask for the captcha (`CAPTCHA`: `realm` every one, `general` `/b/general/` only). */
  captcha: CaptchaScope;
  /**
   * The reverse proxies in front (`TRUST_PROXY`: a hop count or a list of proxy addresses and CIDR
   * ranges, `abuse/TrustProxy.ts`). Only with it is `X-Forwarded-For` read for the abuse limits;
   * default none (the socket's peer is the client).
   */
  trustProxy: TrustProxy;
  /**
   * Exact redirect URIs registered for the root deployment's client (`wizyta-portal`) on top of
   * the portal's and the flow frame's (a test page of its own, a staging page). Never a pattern,
   * and only on the provider's origin (`issuerOrigin`): the backend refuses to start otherwise.
   */
  extraRedirectUris: readonly string[];
  /** Serves the widget's `.map` files (`SOURCEMAPS=1`); off by default, they hold the sources. */
  sourcemaps: boolean;
  /** Port of the cross-site partner origin serving `examples/` on 127.0.0.1 (8081). */
  partnerPort: number;
  /** Artificial latency of the API routes in ms (400 from `main.ts`, 0 by default for tests). */
  delayMs: number;
  /** Lifetime of access and ID tokens in seconds (300). */
  tokenLifetimeS: number;
  /** Enables the odd sample behaviours of spec §8 (`QUIRKS=1`). */
  quirks: boolean;
  /** Origin of the portal, API and IdP as browsers see it (`http://localhost:<port>`). */
  issuerOrigin: string;
  /** Origin of the partner pages (`http://127.0.0.1:<partnerPort>`), trusted by every brand. */
  partnerOrigin: string;
  /**
   * Further exact origins every brand trusts beside `partnerOrigin` (`TRUSTED_ORIGINS`):
   * a partner developer's own page (`http://localhost:3000`) then carries the widget.
   */
  trustedOrigins: readonly string[];
  /**
   * A brand's own lists in place of the shared ones (`partnerOrigin` and `trustedOrigins` trusted,
   * `partnerOrigin` embedded): the trust list (`allowedIframeDataSources`) and the embedded-content
   * hosts (`embeddedContentOrigins`), as a production deployment names them per brand
   * (`deploy/brands.json`). `npm run deploy:local` gives one brand a list that differs from
   * GENERAL's, so that each page's `frame-ancestors` is seen to follow its own brand.
   */
  brandOrigins: Readonly<Partial<Record<BrandType, Partial<BrandLists>>>>;
  /** Folder served on the partner origin (the repo's `examples/`). */
  examplesDir: string;
  /**
   * The settable clock; tests pass their own. Credentials (tokens, SMS codes, rate-limit windows)
   * run on it as it is, like the identity provider's library, which reads the system time.
   */
  clock: Clock;
  /**
   * How far the booking domain's "now" (slots, holds, visits, chat windows) runs ahead of `clock`
   * (`CLOCK_AT`, `CLOCK_OFFSET_MS`; negative runs behind): the server behaves as if it were another
   * hour, so the e2e suite can be run at 21:50 or 23:59 Warsaw time whenever it runs (0).
   */
  clockOffsetMs: number;
  /**
   * Fault injection (`FAULTS`, grammar in `faults/parseFaults.ts`): `undefined` is off; a value
   * (even `on`, no standing rule) turns fault mode on and serves the `/__faults` admin endpoint.
   */
  faults: string | undefined;
  /** Seed of the fault generator's probability draws (`FAULTS_SEED`); random when undefined. */
  faultsSeed: number | undefined;
  /** Where console output goes (SMS codes, start-up banner); tests capture it. */
  log: (line: string) => void;
  /**
   * The realm's signing key; a fresh one when absent (every start of the server). Tests that
   * create hundreds of backends share one: generating an RSA key is most of a backend's start.
   */
  signingKey?: SigningKey;
}

const REPO_EXAMPLES = fileURLToPath(new URL('../../../examples', import.meta.url));

/** Fills in the defaults; derived origins follow the ports unless given explicitly. */
export function resolveBackendOptions(partial: Partial<BackendOptions> = {}): BackendOptions {
  const port = partial.port ?? 8080;
  const partnerPort = partial.partnerPort ?? 8081;
  return {
    port,
    host: partial.host ?? '127.0.0.1',
    devShortcuts: partial.devShortcuts ?? false,
    smsGateway: partial.smsGateway ?? 'none',
    testOnlyWeakenedControls: partial.testOnlyWeakenedControls ?? [],
    rateLimits: partial.rateLimits ?? DEFAULT_RATE_LIMITS,
    captcha: partial.captcha ?? 'general',
    trustProxy: partial.trustProxy ?? NO_PROXY,
    sourcemaps: partial.sourcemaps ?? false,
    extraRedirectUris: partial.extraRedirectUris ?? [],
    partnerPort,
    delayMs: partial.delayMs ?? 0,
    tokenLifetimeS: partial.tokenLifetimeS ?? 300,
    quirks: partial.quirks ?? false,
    issuerOrigin: partial.issuerOrigin ?? `http://localhost:${port}`,
    partnerOrigin: partial.partnerOrigin ?? `http://127.0.0.1:${partnerPort}`,
    trustedOrigins: partial.trustedOrigins ?? [],
    brandOrigins: partial.brandOrigins ?? {},
    examplesDir: partial.examplesDir ?? REPO_EXAMPLES,
    clock: partial.clock ?? createClock(),
    clockOffsetMs: partial.clockOffsetMs ?? 0,
    faults: partial.faults,
    faultsSeed: partial.faultsSeed,
    log: partial.log ?? ((line) => console.log(line)),
    ...(partial.signingKey ? { signingKey: partial.signingKey } : {}),
  };
}
