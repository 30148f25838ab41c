import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError } from './ConfigError';
import { loadConfig } from './loadConfig';

const valid = {
  apiUrl: 'http://localhost:8080/patient-portal/api/',
  authUrl: 'http://localhost:8080/auth',
  siteUrl: 'https://wizyta.pl',
  type: 'PZU',
  keycloak: { url: 'http://localhost:8080/auth', realm: 'wizyta', clientId: 'portal' },
};

// A real server on loopback rather than a fetch stub: the loader is exercised end to end.
const files: Record<string, string> = {
  '/b/pzu/config.json': JSON.stringify(valid),
  '/broken.json': '{ "apiUrl": ',
  '/invalid.json': JSON.stringify({ ...valid, type: 'acme' }),
};

let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = files[request.url ?? ''];
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    response.end(body ?? '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadConfig', () => {
  it('loads and validates a config from a URL', async () => {
    const config = await loadConfig(`${origin}/b/pzu/config.json`);
    expect(config.type).toBe('pzu');
    expect(config.maintenance).toBe(false);
  });

  it('reads config.json next to the document, so a brand under /b/pzu/ gets its own', async () => {
    vi.stubGlobal('document', { baseURI: `${origin}/b/pzu/visit/1` });
    await expect(loadConfig()).rejects.toThrow(`${origin}/b/pzu/visit/config.json`);
    vi.stubGlobal('document', { baseURI: `${origin}/b/pzu/` });
    expect((await loadConfig()).type).toBe('pzu');
  });

  it('defaults to /config.json without a document', async () => {
    // Node's fetch cannot resolve a relative URL, which proves the default that was used.
    await expect(loadConfig()).rejects.toThrow(/Cannot load the configuration from \/config.json/);
  });

  it('throws a ConfigError on an HTTP error', async () => {
    const failure = loadConfig(`${origin}/missing.json`);
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow(/HTTP 404/);
  });

  it('throws a ConfigError when the server cannot be reached', async () => {
    await expect(loadConfig('http://127.0.0.1:1/config.json')).rejects.toBeInstanceOf(ConfigError);
  });

  it('throws a ConfigError on bad JSON', async () => {
    await expect(loadConfig(`${origin}/broken.json`)).rejects.toThrow(/is not valid JSON/);
  });

  it('names the file and every bad field of an invalid config', async () => {
    const error = await loadConfig(`${origin}/invalid.json`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(
      /Invalid configuration at .*invalid.json: type: unknown type/,
    );
    expect((error as ConfigError).issues.map((issue) => issue.path)).toEqual(['type']);
  });
});
