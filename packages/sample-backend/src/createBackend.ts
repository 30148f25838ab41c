import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { registerAbuseLimits } from './abuse/registerAbuseLimits';
import { createAccountStore } from './accounts';
import { registerApi } from './api/registerApi';
import { registerDevSurveyRejection } from './api/visits/registerDevSurveyRejection';
import { expireSurveys } from './api/visits/surveyStatus';
import { createAccessTokenVerifier } from './auth/createAccessTokenVerifier';
import { createRefreshEnvelope } from './auth/createRefreshEnvelope';
import { createSigningKey } from './auth/createSigningKey';
import { createTokenService, type IdpTokenEndpoint } from './auth/createTokenService';
import { REALM_PATH } from './auth/realm';
import { requireAuth } from './auth/requireAuth';
import type { BackendContext } from './BackendContext';
import type { BackendEnv } from './BackendEnv';
import { type BackendOptions, resolveBackendOptions } from './BackendOptions';
import { createCaptcha } from './captcha/createCaptcha';
import { registerCaptcha } from './captcha/registerCaptcha';
import { withCaptcha } from './captcha/withCaptcha';
import { BRAND_TYPES, type BrandType } from './config/BRAND_TYPES';
import {
  createBrandConfig,
  SAMPLE_ANALYTICS,
  SAMPLE_CONTACT,
  SAMPLE_INVOICE_SELLER,
} from './config/createBrandConfig';
import { brandOf, type Deployment } from './config/deployments';
import { registerBrandGateway } from './config/registerBrandGateway';
import { registerConfigRoutes } from './config/registerConfigRoutes';
import { type Clock, offsetClock } from './createClock';
import { createFaultInjector } from './faults/createFaultInjector';
import { registerFaults } from './faults/registerFaults';
import { artificialDelay } from './http/artificialDelay';
import { allowedHosts, refuseOtherHost } from './http/hostGuard';
import { isLoopback } from './http/isLoopback';
import { registerBodyLimits } from './http/registerBodyLimits';
import { registerErrorHandlers } from './http/registerErrorHandlers';
import { securityHeaders } from './http/securityHeaders';
import type { TrustedOrigins } from './http/TrustedOrigins';
import { trustedCors } from './http/trustedCors';
import {
  answerWeakenedIdp,
  isWeakened,
  registerWeakenedAnswers,
  weakenOptions,
} from './http/weakenedControls';
import { createDevIdp, type DevIdp } from './idp/createDevIdp';
import { portalClients as createPortalClients } from './idp/portalClients';
import { HONO_REALM_PATHS, registerIdpPages } from './idp/registerIdpPages';
import { createOutbox, type Outbox } from './messages/createOutbox';
import type { PatientMessages } from './messages/createPatientMessages';
import type { MessageSender } from './messages/MessageSender';
import { registerDevOutbox } from './messages/registerDevOutbox';
import { renderIndexPage } from './pages/renderIndexPage';
import { createPartnerApp } from './partner/createPartnerApp';
import { registerPartnerKit } from './partnerKit/registerPartnerKit';
import { registerPortalHosting } from './portal/registerPortalHosting';
import type { DataStore } from './seed/DataStore';
import { createSmsCodeStore } from './sms/createSmsCodeStore';
import { registerSmsLogin } from './sms/registerSmsLogin';
import { createIdpTokenEndpoint } from './token/createIdpTokenEndpoint';
import { registerTokenRoutes } from './token/registerTokenRoutes';
import { registerWidgetHosting } from './widget/registerWidgetHosting';

/** A running server pair (portal/API/IdP and partner origin). */
export interface ListeningBackend {
  /** The main origin's URL (`http://localhost:8080`). */
  url: string;
  /** The partner origin's URL (`http://127.0.0.1:8081`). */
  partnerUrl: string;
  close(): Promise<void>;
}

/** A backend instance: call it in process (`fetch`), mount `nodeHandler`, or `listen()`. */
export interface Backend {
  app: Hono<BackendEnv>;
  /** In-process call of the Hono app (no IdP protocol endpoints: those need `nodeHandler`). */
  fetch(request: Request): Promise<Response>;
  /** The Node handler: realm paths to oidc-provider, everything else to Hono. */
  nodeHandler(req: IncomingMessage, res: ServerResponse): void;
  /** The booking domain's clock (`ctx.clock`): setting or advancing it moves the credentials' too. */
  clock: Clock;
  ctx: BackendContext;
  /** The dev IdP (its oidc-provider instance holds the registered clients). */
  idp: DevIdp;
  /** The API's in-memory data (tests inspect what a call stored). */
  store: DataStore;
  /** The patient's messages: `runReminders(now)` sends what is due (the server does every minute). */
  messages: PatientMessages;
  /** The development outbox: every message sent, when no `sender` of the provider's was given. */
  outbox: Outbox;
  /**
   * Listens on `options.port` (on `options.host`, the loopback unless asked otherwise) and on
   * `options.partnerPort` (127.0.0.1 only). Pass `attach` to serve on an already-bound server
   * instead of the first port (tests bind port 0 first, then create the backend with that port).
   */
  listen(attach?: { server: Server }): Promise<ListeningBackend>;
}

function trustedOrigins(options: BackendOptions): TrustedOrigins {
  // Every brand trusts the partner origin in the sample, then the developer's own origins
  // (TRUSTED_ORIGINS); the partner origin stays first. The sample's video and prescription rooms
  // live on the partner origin (seedVisits); a real deployment names its video vendor, a list apart
  // from the partner pages. A brand of `brandOrigins` has its own lists instead.
  const shared = [...new Set([options.partnerOrigin, ...options.trustedOrigins])];
  const own = options.brandOrigins;
  const forBrand = (type: BrandType) => own[type]?.trusted ?? shared;
  const embeddedFor = (type: BrandType) => own[type]?.embedded ?? [options.partnerOrigin];
  return {
    publicOrigin: options.issuerOrigin,
    partnerOrigin: options.partnerOrigin,
    forBrand,
    embeddedFor,
    all: [...new Set(BRAND_TYPES.flatMap(forBrand))],
    embedded: [...new Set(BRAND_TYPES.flatMap(embeddedFor))],
  };
}

function isHonoRealmPath(path: string): boolean {
  return HONO_REALM_PATHS.some((prefix) => path.startsWith(prefix));
}

function listenOn(server: Server, port: number, host?: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePort((server.address() as AddressInfo).port));
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });
}

/**
 * Creates the sample backend: the Keycloak-compatible dev IdP, SMS login and token calls,
 * config per brand, the index page, and the API mounted through `registerApi`.
 */
/** How often a listening server expires unfilled surveys and sends the reminders that have come due. */
const REMINDER_TICK_MS = 60_000;

export async function createBackend(
  partial: Partial<BackendOptions> = {},
  provider: { sender?: MessageSender } = {},
): Promise<Backend> {
  const options = weakenOptions(resolveBackendOptions(partial));
  const onLoopback = isLoopback(options.host) && isLoopback(new URL(options.issuerOrigin).hostname);
  if ((options.devShortcuts || options.testOnlyWeakenedControls.length > 0) && !onLoopback) {
    throw new Error(
      `DEV_SHORTCUTS (the fixed SMS code and the seeded sign-in links) and weakened controls only on the loopback, not HOST=${options.host}, ISSUER_ORIGIN=${options.issuerOrigin}`,
    );
  }
  // Behind a proxy the requests come from the network, whatever the bind address says.
  if (options.devShortcuts && options.trustProxy.kind !== 'none') {
    throw new Error('DEV_SHORTCUTS (the fixed SMS code and the seeded sign-in links) never with TRUST_PROXY');
  }
  const { log } = options;
  // Credentials keep the settable clock as it is; the booking domain may run at another hour.
  const credentialClock = options.clock;
  const clock = offsetClock(credentialClock, options.clockOffsetMs);
  const issuer = `${options.issuerOrigin}${REALM_PATH}`;
  const origins = trustedOrigins(options);
  const key = options.signingKey ?? (await createSigningKey());
  const accounts = createAccountStore();
  const envelope = createRefreshEnvelope(key, issuer);
  const verifyAccessToken = createAccessTokenVerifier(key, issuer, credentialClock);
  let idpEndpoint: IdpTokenEndpoint | undefined;
  const tokens = createTokenService({
    key,
    issuer,
    clock: credentialClock,
    tokenLifetimeS: options.tokenLifetimeS,
    accounts,
    envelope,
    idp: () => idpEndpoint,
  });
  const brandConfig = (type: Deployment) =>
    withCaptcha(
      {
        ...createBrandConfig(type, {
          publicOrigin: options.issuerOrigin,
          trusted: type === 'root' ? origins.forBrand('general') : origins.forBrand(type),
          embedded: origins.embeddedFor(brandOf(type)),
        }),
        // Placeholders, the sample's own: a deployment's generated config carries none of them.
        ...SAMPLE_CONTACT,
        ...SAMPLE_ANALYTICS,
        ...SAMPLE_INVOICE_SELLER,
      },
      type,
      options.captcha,
    );
  const portalClients = createPortalClients(options.issuerOrigin, (deployment) =>
    deployment === 'root' ? options.extraRedirectUris : [],
  );
  const ctx: BackendContext = {
    portalClients,
    options,
    clock,
    accounts,
    key,
    issuer,
    verifyAccessToken,
    requireAuth: requireAuth(verifyAccessToken),
    tokens,
    origins,
    brandConfig,
    quirks: options.quirks,
    faults: createFaultInjector(options.faults, options.faultsSeed),
    log,
  };

  const idp = createDevIdp({
    issuer,
    key,
    accounts,
    origins,
    tokenLifetimeS: options.tokenLifetimeS,
    clients: portalClients,
    envelope,
    log,
  });

  const app = new Hono<BackendEnv>();
  registerWeakenedAnswers(app, options, accounts);
  app.use('*', securityHeaders(origins));
  app.use('*', trustedCors(origins));
  // Before the body limits and faults: those apply to the re-dispatched request, by its API path
  // (an upload through /gw/<type>/ gets the upload limit, not the 1 MB one).
  registerBrandGateway(app);
  if (!isWeakened(options, 'body-size')) registerBodyLimits(app);
  registerFaults(app, ctx);
  const captcha = createCaptcha();
  registerCaptcha(app, { captcha, scope: options.captcha });
  app.use('/patient-portal/*', artificialDelay(options.delayMs));
  app.use('/visit-api/*', artificialDelay(options.delayMs));
  registerConfigRoutes(app, brandConfig);
  registerIdpPages(app, {
    provider: idp.provider,
    accounts,
    verify: verifyAccessToken,
    publicOrigin: origins.publicOrigin,
  });
  registerAbuseLimits(app, credentialClock, options.rateLimits, options.trustProxy);
  registerSmsLogin(app, {
    accounts,
    codes: createSmsCodeStore(credentialClock, options.rateLimits, { log }),
    tokens,
    trustProxy: options.trustProxy,
    captcha,
    captchaScope: options.captcha,
    fixedCode: options.devShortcuts,
    printCodes: options.smsGateway === 'console' || options.devShortcuts,
    log,
  });
  registerTokenRoutes(app, { tokens, idp: () => idpEndpoint });
  const outbox = createOutbox(() => clock.now());
  const { store, messages } = registerApi(app, ctx, provider.sender ?? outbox);
  // A development surface, like the dev sign-in links: only on a server started for development
  // on the loopback (DEV_SHORTCUTS, which createBackend refuses anywhere else).
  if (options.devShortcuts) {
    registerDevOutbox(app, { outbox, messages, clock });
    registerDevSurveyRejection(app, { store, clock });
  }
  registerWidgetHosting(app, undefined, { sourcemaps: options.sourcemaps });
  registerPartnerKit(app, {
    origin: options.issuerOrigin,
    brands: ['sandbox', ...BRAND_TYPES.filter((type) => type !== 'sandbox')],
    trusted: origins.all,
  });
  registerPortalHosting(app);
  app.get('/', (c) =>
    c.html(renderIndexPage({ issuer, partnerOrigin: options.partnerOrigin, brands: BRAND_TYPES })),
  );
  registerErrorHandlers(app, log);

  const honoListener = getRequestListener((request, env) => app.fetch(request, env));
  const hostAllowed = allowedHosts(options.issuerOrigin, options.host);
  const nodeHandler = (req: IncomingMessage, res: ServerResponse) => {
    // Before anything answers, the IdP included: a rebound host name gets nothing.
    if (!isWeakened(options, 'host') && refuseOtherHost(req, res, hostAllowed)) return;
    if (answerWeakenedIdp(options, req, res)) return;
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const realm = path === REALM_PATH || path.startsWith(`${REALM_PATH}/`);
    if (realm && !isHonoRealmPath(path)) idp.handle(req, res);
    else void honoListener(req, res);
  };

  return {
    app,
    fetch: async (request) => app.fetch(request, {}),
    nodeHandler,
    clock,
    ctx,
    idp,
    store,
    messages,
    outbox,
    async listen(attach) {
      const main = attach?.server ?? createServer();
      main.on('request', nodeHandler);
      const port = attach
        ? (main.address() as AddressInfo).port
        : await listenOn(main, options.port, options.host);
      // The server calls its own token endpoint over loopback (see createIdpTokenEndpoint).
      idpEndpoint = createIdpTokenEndpoint(`http://127.0.0.1:${port}`);
      const partnerListener = getRequestListener(
        createPartnerApp(options.examplesDir, options.issuerOrigin).fetch,
      );
      const partnerHostAllowed = allowedHosts(options.partnerOrigin, '127.0.0.1');
      const partner = createServer((req, res) => {
        if (!refuseOtherHost(req, res, partnerHostAllowed)) void partnerListener(req, res);
      });
      const partnerPort = await listenOn(partner, attach ? 0 : options.partnerPort, '127.0.0.1');
      const reminders = setInterval(() => {
        expireSurveys(store, clock.now());
        messages.runReminders(clock.now());
      }, REMINDER_TICK_MS);
      reminders.unref();
      return {
        url: `http://localhost:${port}`,
        partnerUrl: `http://127.0.0.1:${partnerPort}`,
        async close() {
          idpEndpoint = undefined;
          clearInterval(reminders);
          main.off('request', nodeHandler);
          await Promise.all([closeServer(main), closeServer(partner)]);
        },
      };
    },
  };
}
