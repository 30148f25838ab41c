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
