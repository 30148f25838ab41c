import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createCallChecker, type SmsPhone, signInWithPassword } from '@wizyta/core/contract-check';
import { WEAKENABLE_CONTROLS, type WeakenedControl } from '@wizyta/sample-backend';

/** What the probe needs: the operator's deployment and the test accounts they name. */
export interface ProbeOptions {
  /** The API origin (a brand config's `apiUrl` without its path), e.g. `https://wizyta.example`. */
  readonly api: string;
  /** The IdP realm's issuer, e.g. `https://wizyta.example/auth/realms/wizyta`. */
  readonly idp: string;
  /** The brand configs whose IdP clients are checked (default `<api>/config.json`). */
  readonly configs?: readonly string[];
  /** A test patient's phone: SMS answers, the dev-shortcut code. Without it those lines are skipped. */
  readonly smsPhone?: SmsPhone;
  /**
   * A phone of the operator's that no patient has, for the stranger's side of the SMS answers and
   * for the send limit (up to {@link LIMIT_SENDS} codes go to it). Without it those lines are skipped:
   * the probe never texts a number nobody named.
   */
  readonly strangerPhone?: SmsPhone;
  /** A test account of the IdP's login form: the no-store line. Without it that line is skipped. */
  readonly user?: { readonly username: string; readonly password: string };
  /** A partner origin on the trust list (default: the first config's first trusted origin). */
  readonly partnerOrigin?: string;
  /** Requests the probe may send at most (120). */
  readonly maxRequests?: number;
  /** Time limit of one request in ms (10 000). */
  readonly timeoutMs?: number;
  /** Time limit of the whole probe in ms (60 000): past it no request is sent, the lines left fail. */
  readonly maxMs?: number;
}

export type ControlOutcome = 'pass' | 'fail' | 'skip';

/** One line of the table: a control the frontend relies on, and why it passed or failed. */
export interface ControlResult {
  readonly control: string;
  readonly outcome: ControlOutcome;
  readonly why: string;
}

/** The probe's answer: one line per control, and what it cost. */
export interface ProbeReport {
  readonly results: readonly ControlResult[];
  readonly requests: number;
  readonly ms: number;
}

/**
 * The controls, in the table's order: the sample backend's list of what a test may switch off, so
 * that every line is proven to fail when its control is missing (`e2e/deploy/verifyProvider.deploy.ts`).
 */
export const CONTROLS = WEAKENABLE_CONTROLS;

type Control = WeakenedControl;

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
}

class BudgetSpent extends Error {}

const API_PATH = '/patient-portal/api';

/** The most codes the limits line sends to the stranger's phone before it must have been refused. */
const LIMIT_SENDS = 12;

function pass(control: Control, why: string): ControlResult {
  return { control, outcome: 'pass', why };
}
function fail(control: Control, why: string): ControlResult {
  return { control, outcome: 'fail', why };
}
function skip(control: Control, why: string): ControlResult {
  return { control, outcome: 'skip', why };
}

/** An error's message with its cause (fetch names the network error only there). */
function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}

function short(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
}

/**
 * Whether `error` is a server refusing a connection: a reset, a hang-up, or a TLS alert it sent
 * (`ERR_SSL_TLSV1_UNRECOGNIZED_NAME`, `ERR_SSL_SSLV3_ALERT_…`); a certificate this side refuses
 * (`DEPTH_ZERO_SELF_SIGNED_CERT`, `CERT_…`) is not one.
 */
function refusedConnection(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return code === 'ECONNRESET' || code === 'EPIPE' || /^ERR_SSL_(SSLV3|TLSV1|TLSV13)_/.test(code);
}

/**
 * Checks, read-only and within a bound of requests and time, every server-side control the
 * frontend's security relies on, against the operator's own deployment (staging): the API and the
 * IdP they run, not the sample backend. It changes no data: it asks for SMS codes (to the test
 * phone and to a phone nobody has), tries wrong codes, signs the test account in and refreshes its
 * token, reads its profile, and sends requests the server must refuse.
 */
export async function verifyProvider(options: ProbeOptions): Promise<ProbeReport> {
  const started = Date.now();
  const api = options.api.replace(/\/+$/, '');
  const idp = options.idp.replace(/\/+$/, '');
  const maxRequests = options.maxRequests ?? 120;
  const maxMs = options.maxMs ?? 60_000;
  let requests = 0;

  /** Counts a request and answers its time limit: the per-request one, or what is left of the probe's. */
  const count = () => {
    if (requests >= maxRequests) throw new BudgetSpent(`the budget of ${maxRequests} requests is spent`);
    const left = started + maxMs - Date.now();
    if (left <= 0) throw new BudgetSpent(`the time budget of ${maxMs / 1000} s is spent`);
    requests += 1;
    return Math.min(options.timeoutMs ?? 10_000, left);
  };
  // Every request is counted, so none is followed behind the count: a redirect comes back as it is
  // (the IdP sign-in follows its own, one counted request each).
  const countedFetch = (input: Request | string | URL, init?: RequestInit) => {
    const timeoutMs = count();
    return fetch(input, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  };
  const send = async (url: string, init: RequestInit = {}): Promise<Answer> => {
    const response = await countedFetch(url, init);
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  const postJson = (path: string, body: unknown) =>
    send(`${api}${API_PATH}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /**
   * A request on a connection of its own, closed after it: a Host header of our choosing (fetch
   * sends its own), or a body the server refuses before reading it (its connection is not reused).
   */
  const rawRequest = (
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ): Promise<Answer> => {
    const timeoutMs = count();
    const target = new URL(url);
    const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const call = request(
        target,
        {
          method: init.method,
          headers: { connection: 'close', ...init.headers },
          timeout: timeoutMs,
          agent: false,
          servername: target.hostname,
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(response.headers))
              if (typeof value === 'string') headers.set(name, value);
            resolve({ status: response.statusCode ?? 0, headers, body });
          });
        },
      );
      // A connection reset without an answer (nginx's 444) or a TLS alert (`ssl_reject_handshake`)
      // refuses too; any other failure (none connected, a bad certificate, garbage) proves nothing.
      let connected = false;
      call.on('socket', (socket) => socket.once('connect', () => (connected = true)));
      call.on('error', (error) =>
        connected && refusedConnection(error)
          ? resolve({ status: 0, headers: new Headers(), body: '' })
          : reject(error),
      );
      call.on('timeout', () => {
        reject(new Error(`no answer within ${timeoutMs} ms`));
        call.destroy();
      });
      call.end(init.body);
    });
  };

  const configUrls = options.configs?.length ? options.configs : [`${api}/config.json`];
  const configs: { url: string; clientId: string; siteUrl: string; trusted: string[] }[] = [];
  const results = new Map<Control, ControlResult>();
  const run = async (control: Control, check: () => Promise<ControlResult>) => {
    try {
      results.set(control, await check());
    } catch (error) {
      const why = error instanceof BudgetSpent ? error.message : `stopped: ${reason(error)}`;
      results.set(control, fail(control, why));
    }
  };

  let configError = '';
  try {
    for (const url of configUrls) {
      const config = JSON.parse((await send(url)).body) as {
        siteUrl?: string;
        keycloak?: { clientId?: string };
        allowedIframeDataSources?: string[];
      };
      if (!config.siteUrl || !config.keycloak?.clientId)
        throw new Error(`${url}: no siteUrl or keycloak.clientId`);
      configs.push({
        url,
        clientId: config.keycloak.clientId,
        siteUrl: config.siteUrl,
        trusted: config.allowedIframeDataSources ?? [],
      });
    }
  } catch (error) {
    configError = `the brand configs: ${error instanceof Error ? error.message : String(error)}`;
  }
  const partner = options.partnerOrigin ?? configs[0]?.trusted[0] ?? 'https://partner.example';
  const lookalike = (() => {
    const own = new URL(api);
    return `${own.protocol}//${own.hostname}.lookalike.example${own.port ? `:${own.port}` : ''}`;
  })();
  const stranger = options.strangerPhone;

  await run('sms-alike', async () => {
    if (!options.smsPhone) return skip('sms-alike', 'no test phone (--sms-phone)');
    if (!stranger) return skip('sms-alike', "no stranger's phone (--stranger-phone)");
    const phone = options.smsPhone;
    const seen = async (phoneNumber: SmsPhone) => {
      const start = await postJson('sms-login', { phoneNumber });
      const wrong = await postJson('sms-login/verify', { phoneNumber, code: '000000' });
      return [`${start.status} ${start.body}`, `${wrong.status} ${wrong.body}`];
    };
    const patient = await seen(phone);
    const nobody = await seen(stranger);
    for (const [index, step] of ['sms-login', 'sms-login/verify (wrong code)'].entries()) {
      if (patient[index] !== nobody[index])
        return fail(
          'sms-alike',
          `${step}: patient "${short(patient[index] ?? '')}" ≠ stranger "${short(nobody[index] ?? '')}"`,
        );
    }
    return pass('sms-alike', `send and wrong code answer alike: ${short(patient.join(' / '))}`);
  });

  await run('dev-shortcuts', async () => {
    const link = await send(`${api}${API_PATH}/token/pacjent/link-pacjent`);
    if (link.status === 200)
      return fail('dev-shortcuts', 'the seeded sign-in link token/pacjent/link-pacjent gives tokens');
    if (options.smsPhone) {
      const fixed = await postJson('sms-login/verify', { phoneNumber: options.smsPhone, code: '123456' });
      if (fixed.status === 200)
        return fail('dev-shortcuts', 'the fixed SMS code 123456 signs the test phone in');
    }
    return pass(
      'dev-shortcuts',
      options.smsPhone
        ? 'no seeded sign-in link, no fixed SMS code'
        : 'no seeded sign-in link (fixed code: no --sms-phone)',
    );
  });

  await run('limits', async () => {
    // The operator's own phone that no patient has: the limit must answer before it is flooded.
    if (!stranger) return skip('limits', "no stranger's phone (--stranger-phone)");
    for (let i = 0; i < LIMIT_SENDS; i += 1) {
      const answer = await postJson('sms-login', { phoneNumber: stranger });
      if (answer.status === 429) {
        const retryAfter = answer.headers.get('retry-after');
        return retryAfter && /^\d+$/.test(retryAfter)
          ? pass('limits', `429 after ${i + 1} SMS sends to one phone, Retry-After: ${retryAfter}`)
          : fail('limits', `429 without a Retry-After after ${i + 1} sends`);
      }
    }
    return fail('limits', `no 429 after ${LIMIT_SENDS} SMS sends to one phone`);
  });

  await run('idp-redirect-uris', async () => {
    if (configs.length === 0) return fail('idp-redirect-uris', configError || 'no brand config read');
    const discovery = JSON.parse((await send(`${idp}/.well-known/openid-configuration`)).body) as {
      authorization_endpoint?: string;
    };
    const endpoint = discovery.authorization_endpoint;
    if (!endpoint) return fail('idp-redirect-uris', 'no authorization_endpoint in the discovery document');
    const authorize = (clientId: string, redirectUri: string, prompt: boolean) => {
      const url = new URL(endpoint);
      url.search = new URLSearchParams({
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid',
        state: 'verify-provider',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        ...(prompt ? { prompt: 'none' } : {}),
      }).toString();
      return send(url.href);
    };
    const goesTo = (answer: Answer, target: string) => {
      const location = answer.headers.get('location');
      return answer.status >= 300 && answer.status < 400 && location?.startsWith(target) === true;
    };
    for (const config of configs) {
      const own = await authorize(config.clientId, config.siteUrl, true);
      if (!goesTo(own, new URL(config.siteUrl).origin))
        return fail(
          'idp-redirect-uris',
          `${config.clientId}: its own ${config.siteUrl} is not answered (${own.status}): cannot judge`,
        );
      for (const foreign of [`${partner}/`, `${lookalike}/`]) {
        for (const prompt of [true, false]) {
          const answer = await authorize(config.clientId, foreign, prompt);
          if (goesTo(answer, foreign))
            return fail(
              'idp-redirect-uris',
              `${config.clientId} redirects to ${foreign}${prompt ? ' with prompt=none' : ''}`,
            );
        }
      }
    }
    return pass(
      'idp-redirect-uris',
      `${configs.map((config) => config.clientId).join(', ')}: partner origin and look-alike refused (prompt=none too)`,
    );
  });

  await run('no-store', async () => {
    if (!options.user) return skip('no-store', 'no test account (--user, --password)');
    const checker = createCallChecker(api, countedFetch, options.timeoutMs ?? 10_000);
    const session = await signInWithPassword(checker, countedFetch, {
      configUrl: configs[0]?.url ?? `${api}/config.json`,
      ...options.user,
    });
    if (!session) return fail('no-store', 'the test account did not sign in');
    const refreshed = await postJson('token/refresh', { refreshToken: session.refresh });
    const profile = await send(`${api}${API_PATH}/patient-profile`, {
      headers: { authorization: `Bearer ${session.access}` },
    });
    for (const [what, answer] of [
      ['token/refresh', refreshed],
      ['patient-profile', profile],
    ] as const) {
      if (answer.status !== 200) return fail('no-store', `${what} answered ${answer.status}: cannot judge`);
      if (!/\bno-store\b/.test(answer.headers.get('cache-control') ?? ''))
        return fail('no-store', `${what}: Cache-Control "${answer.headers.get('cache-control') ?? ''}"`);
    }
    return pass('no-store', 'a token answer and a personal answer carry Cache-Control: no-store');
  });

  await run('body-size', async () => {
    const answer = await rawRequest(`${api}${API_PATH}/sms-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber: stranger, padding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    return answer.status === 413
      ? pass('body-size', 'a 2 MB body: 413')
      : fail('body-size', `a 2 MB body answered ${answer.status}, not 413`);
  });

  await run('string-length', async () => {
    const answer = await send(`${api}${API_PATH}/token/${'x'.repeat(129)}/x`);
    return answer.status === 400
      ? pass('string-length', 'a path parameter over its maxLength (128): 400')
      : fail('string-length', `a 129-character path parameter answered ${answer.status}, not 400`);
  });

  await run('host', async () => {
    const answer = await rawRequest(`${api}/config.json`, {
      method: 'GET',
      headers: { host: 'unknown-host.invalid' },
    });
    return answer.status >= 200 && answer.status < 400
      ? fail('host', `Host: unknown-host.invalid answered ${answer.status}`)
      : pass(
          'host',
          `Host: unknown-host.invalid refused (${answer.status === 0 ? 'closed' : answer.status})`,
        );
  });

  await run('payment-return', async () => {
    for (const query of ['', '?returnKey=verify-provider-unknown-key']) {
      const answer = await send(`${api}${API_PATH}/payment/return-status${query}`);
      if (answer.status < 400 || /ACCEPTED|REJECTED|PROCESSING|appointment/i.test(answer.body))
        return fail('payment-return', `${query || 'no key'}: ${answer.status} ${short(answer.body)}`);
    }
    return pass('payment-return', 'no key and an unknown key: refused, no payment named');
  });

  await run('cors', async () => {
    const url = `${api}/visit-api/anonymous/towns`;
    const foreign = await send(url, { headers: { origin: lookalike } });
    const allowed = foreign.headers.get('access-control-allow-origin');
    if (allowed === '*' || allowed === lookalike) return fail('cors', `answers ${lookalike} with ${allowed}`);
    const trusted = await send(url, { headers: { origin: partner } });
    if (trusted.headers.get('access-control-allow-origin') !== partner)
      return fail('cors', `the configured ${partner} is not answered: cannot judge`);
    return pass('cors', `${partner} answered, ${lookalike} not`);
  });

  await run('security-headers', async () => {
    const page = await send(`${new URL(configs[0]?.siteUrl ?? `${api}/`).href}`);
    const missing: string[] = [];
    const csp = page.headers.get('content-security-policy') ?? '';
    for (const directive of ["default-src 'self'", 'frame-ancestors', "object-src 'none'"])
      if (!csp.includes(directive)) missing.push(`CSP ${directive}`);
    if (page.headers.get('x-content-type-options') !== 'nosniff')
      missing.push('X-Content-Type-Options: nosniff');
    if (!page.headers.get('referrer-policy')) missing.push('Referrer-Policy');
    if (api.startsWith('https:') && !page.headers.get('strict-transport-security'))
      missing.push('Strict-Transport-Security');
    return missing.length === 0
      ? pass(
          'security-headers',
          `the portal page: CSP, nosniff, Referrer-Policy${api.startsWith('https:') ? ', HSTS' : ''}`,
        )
      : fail('security-headers', `the portal page lacks ${missing.join(', ')}`);
  });

  return {
    results: CONTROLS.map((control) => results.get(control) ?? skip(control, 'not run')),
    requests,
    ms: Date.now() - started,
  };
}

/** The table the command prints: one line per control, then the cost. */
export function formatProbeReport(report: ProbeReport): string[] {
  const width = Math.max(...report.results.map((result) => result.control.length));
  return [
    `${'control'.padEnd(width)}  result  why`,
    ...report.results.map(
      (result) => `${result.control.padEnd(width)}  ${result.outcome.padEnd(6)}  ${result.why}`,
    ),
    `${report.results.filter((result) => result.outcome === 'fail').length} failed, ${report.requests} requests, ${(report.ms / 1000).toFixed(1)} s`,
  ];
}
