import { describe, expect, it } from 'vitest';
import { createBackend } from './createBackend';

describe('createBackend().listen()', () => {
  it('serves the main origin and the partner origin, and closes both', async () => {
    const backend = await createBackend({ port: 0, partnerPort: 0, log: () => {} });
    const running = await backend.listen();
    try {
      expect(running.url).toMatch(/^http:\/\/localhost:\d+$/);
      expect(running.partnerUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const discovery = await fetch(
        `${running.url.replace('localhost', '127.0.0.1')}/auth/realms/wizyta/.well-known/openid-configuration`,
      );
      expect(discovery.status).toBe(200);
      const index = await fetch(`${running.partnerUrl}/`);
      expect(index.status).toBe(200);
      expect(await index.text()).toContain('Przykłady partnera');
    } finally {
      await running.close();
    }
  });

  it('answers the Hono app in process without listening', async () => {
    const backend = await createBackend({ log: () => {} });
    const response = await backend.fetch(new Request('http://localhost:8080/config.json'));
    expect(response.status).toBe(200);
    expect(backend.ctx.options.delayMs).toBe(0);
    expect(backend.ctx.issuer).toBe('http://localhost:8080/auth/realms/wizyta');
  });
});

describe('development shortcuts', () => {
  const post = (backend: Awaited<ReturnType<typeof createBackend>>, path: string, body: unknown) =>
    backend.fetch(
      new Request(`http://localhost:8080/patient-portal/api/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  const phoneNumber = { prefix: '+48', number: '500100200' };

  it('print no SMS code unless the console is the gateway (SMS_GATEWAY=console)', async () => {
    const logged: string[] = [];
    const backend = await createBackend({ log: (line) => logged.push(line) });
    expect((await post(backend, 'sms-login', { phoneNumber })).status).toBe(204);
    expect(logged.at(-1)).toMatch(/••200$/);
  });

  it('are off unless asked for: no fixed SMS code, no seeded sign-in link; the console gets the code', async () => {
    const logged: string[] = [];
    const backend = await createBackend({ log: (line) => logged.push(line), smsGateway: 'console' });
    const link = await backend.fetch(
      new Request('http://localhost:8080/patient-portal/api/token/pacjent/link-pacjent'),
    );
    expect(link.status).toBe(401);
    expect((await post(backend, 'sms-login', { phoneNumber })).status).toBe(204);
    const code = /: (\d{6})$/.exec(logged.at(-1) ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    if (code !== '123456')
      expect((await post(backend, 'sms-login/verify', { phoneNumber, code: '123456' })).status).toBe(400);
    expect((await post(backend, 'sms-login', { phoneNumber })).status).toBe(204);
    const next = /: (\d{6})$/.exec(logged.at(-1) ?? '')?.[1] ?? '';
    expect((await post(backend, 'sms-login/verify', { phoneNumber, code: next })).status).toBe(200);
  });

  it('work on the loopback when asked for', async () => {
    const backend = await createBackend({ log: () => {}, devShortcuts: true });
    const link = await backend.fetch(
      new Request('http://localhost:8080/patient-portal/api/token/pacjent/link-pacjent'),
    );
    expect(link.status).toBe(200);
    expect((await post(backend, 'sms-login', { phoneNumber })).status).toBe(204);
    expect((await post(backend, 'sms-login/verify', { phoneNumber, code: '123456' })).status).toBe(200);
  });

  it('are refused off the loopback: another HOST or ISSUER_ORIGIN does not start', async () => {
    await expect(createBackend({ log: () => {}, devShortcuts: true, host: '0.0.0.0' })).rejects.toThrow(
      /DEV_SHORTCUTS/,
    );
    await expect(
      createBackend({ log: () => {}, devShortcuts: true, issuerOrigin: 'https://wizyta.example' }),
    ).rejects.toThrow(/DEV_SHORTCUTS/);
    // The test-only switches of verify:provider's e2e likewise.
    await expect(
      createBackend({ log: () => {}, testOnlyWeakenedControls: ['cors'], host: '0.0.0.0' }),
    ).rejects.toThrow(/weakened controls/);
  });
});
