import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { DEFAULT_RATE_LIMITS } from '@wizyta/sample-backend';
import { solveCaptcha } from '@wizyta/sample-backend/testing';
import { type LocalDeployment, startLocalDeployment } from '../../deploy/src/startLocalDeployment';
import { findNginx } from '../../deploy/src/startNginx';
import { expect, test } from '../test';

// The product's limits behind the generated nginx, each client from its own loopback address
// (127.0.0.0/8 is all this machine's): a deployment of its own with the default (production) limits,
// not the suite's relaxed ones. nginx passes the address it saw; the backend trusts that one hop.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
}

let deployment: LocalDeployment;
const logged: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is missing');
  const ports = { provider: await freePort(), partner: await freePort(), backend: 0 };
  deployment = await startLocalDeployment({
    nginx,
    ports,
    backend: { delayMs: 0, log: (line) => logged.push(line) },
  });
});

test.afterAll(async () => {
  await deployment?.stop();
});

/** A POST to the API through nginx from `from` (a loopback address of this machine). */
function post(
  from: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(`${deployment.url}/patient-portal/api/${path}`);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: { host: url.host, 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({ status: response.statusCode ?? 0, retryAfter, body: text });
        });
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

const phoneN = (i: number) => ({ prefix: '+48', number: String(611_000_000 + i) });

test('two clients through nginx have their own budgets, and a forged X-Forwarded-For changes nothing', async () => {
  const limit = DEFAULT_RATE_LIMITS.perAddress;
  const first: Answer[] = [];
  // Each call forges another client address: if the backend believed it, no budget would ever run out.
  for (let i = 0; i <= limit; i += 1) {
    first.push(
      await post(
        '127.0.0.2',
        'sms-login',
        { phoneNumber: phoneN(i) },
        { 'x-forwarded-for': `198.51.100.${i}` },
      ),
    );
  }
  expect(first.slice(0, limit).map((answer) => answer.status)).toEqual(Array(limit).fill(204));
  const over = first.at(-1);
  expect(over?.status).toBe(429);
  expect(JSON.parse(over?.body ?? '{}')).toMatchObject({ code: 4102 });
  expect(Number(over?.retryAfter)).toBeGreaterThan(0);
  // The other client, behind the same nginx, has its whole budget.
  expect((await post('127.0.0.3', 'sms-login', { phoneNumber: phoneN(100) })).status).toBe(204);
  expect(
    (await post('127.0.0.2', 'sms-login', { phoneNumber: phoneN(101) }, { 'x-forwarded-for': '127.0.0.3' }))
      .status,
  ).toBe(429);
});

const captchaToken = () => solveCaptcha(deployment.url);

test("strangers on 12 networks using up a patient's day of codes never lock the owner out: the owner's code signs in, and the next comes after a captcha, never a day-long 429", async () => {
  const phoneNumber = { prefix: '+48', number: '500100203' };
  const owner = '127.0.0.10';
  const texted = () => logged.filter((line) => line.includes('••203: '));
  const textedCode = () => /: (\d{6})$/.exec(texted().at(-1) ?? '')?.[1] ?? '';
  expect((await post(owner, 'sms-login', { phoneNumber })).status).toBe(204);
  const first = textedCode();
  expect(first).toMatch(/^\d{6}$/);
  // Twelve networks each ask for 5 codes for the owner's phone (the phone's 10 a day are used up
  // on the way, voiding nothing of the owner's) and try a wrong code and the owner's own each time.
  const answers = new Set<string>();
  const guesses = new Set<number>();
  for (let network = 1; network <= 12; network += 1) {
    const stranger = `127.0.1.${network}`;
    for (let i = 0; i < DEFAULT_RATE_LIMITS.smsPerPhoneAndAddress.free; i += 1) {
      const send = await post(stranger, 'sms-login', { phoneNumber });
      answers.add(
        send.status === 204 ? '204' : `${send.status} ${JSON.parse(send.body).code} ${send.retryAfter}`,
      );
      // Never the code texted for the stranger's own ask (that one is the stranger's to try).
      const own = send.status === 204 ? textedCode() : '';
      for (const code of ['000000', first]) {
        const guess = code === own ? '111111' : code;
        guesses.add((await post(stranger, 'sms-login/verify', { phoneNumber, code: guess })).status);
      }
    }
  }
  // Past the phone's codes a send asks for a captcha (400/4108, no Retry-After): never a 429.
  expect([...answers].sort()).toEqual(['204', '400 4108 undefined']);
  // Each stranger's wrong codes stop that stranger (429/4107 for its own network) and find nothing.
  expect([...guesses].sort()).toEqual([400, 429]);
  // A code signs in only from the network that asked for it: the owner's, guessed right elsewhere, nowhere else.
  const signedIn = await post(owner, 'sms-login/verify', { phoneNumber, code: first });
  expect(signedIn.status).toBe(200);
  expect(JSON.parse(signedIn.body)).toMatchObject({ token_type: 'Bearer' });
  // The owner asks again at once: asked for a captcha, then, solved, the code comes and signs in.
  const stepUp = await post(owner, 'sms-login', { phoneNumber });
  expect([stepUp.status, JSON.parse(stepUp.body).code, stepUp.retryAfter]).toEqual([400, 4108, undefined]);
  expect((await post(owner, 'sms-login', { phoneNumber, captchaToken: await captchaToken() })).status).toBe(
    204,
  );
  const next = textedCode();
  expect((await post(owner, 'sms-login/verify', { phoneNumber, code: next })).status).toBe(200);
  // No development shortcut in this deployment: every code is texted (a fixed one is never
  // printed), and the public code signs the owner in only if it happened to be the one texted.
  const before = texted().length;
  expect((await post(owner, 'sms-login', { phoneNumber, captchaToken: await captchaToken() })).status).toBe(
    204,
  );
  expect(texted()).toHaveLength(before + 1);
  const fixed = await post(owner, 'sms-login/verify', { phoneNumber, code: '123456' });
  expect(fixed.status).toBe(textedCode() === '123456' ? 200 : 400);
});
