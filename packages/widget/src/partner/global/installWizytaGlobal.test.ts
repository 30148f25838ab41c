import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchWizytaEvent } from '../../contract/dispatchWizytaEvent';
import type { WizytaGlobal } from '../../contract/WizytaGlobal';
import { installWizytaGlobal } from './installWizytaGlobal';

// The loader's stub, as wizyta-loader.js installs it.
function installStub(): WizytaGlobal {
  const stub = function Wizyta(...args: unknown[]) {
    stub.q ??= [];
    stub.q.push(args);
  } as WizytaGlobal;
  window.Wizyta = stub;
  return stub;
}

const PACKAGE_VERSION: string = JSON.parse(
  // globalThis.URL: vite rewrites a plain `new URL(…, import.meta.url)` into an asset URL under jsdom.
  readFileSync(new globalThis.URL('../../../package.json', import.meta.url), 'utf8'),
).version;

describe('installWizytaGlobal', () => {
  afterEach(() => {
    delete window.Wizyta;
    vi.restoreAllMocks();
  });

  it('replays calls queued before the bundle loaded, then takes new ones', () => {
    const early = vi.fn();
    const late = vi.fn();
    installStub()('on', 'wizyta:ready', early);
    const api = installWizytaGlobal(window);
    expect(window.Wizyta).toBe(api);
    expect(api.loaded).toBe(true);
    expect(api.version).toBe(PACKAGE_VERSION);
    api('on', 'wizyta:step', late);

    dispatchWizytaEvent(document.body, 'wizyta:ready', { partner: 'pzu', lang: 'pl' });
    dispatchWizytaEvent(document.body, 'wizyta:step', { step: 'search' });
    expect(early).toHaveBeenCalledWith(
      { partner: 'pzu', lang: 'pl', instance: expect.any(String), v: 1 },
      expect.any(CustomEvent),
    );
    expect(late).toHaveBeenCalledWith(
      { step: 'search', instance: expect.any(String), v: 1 },
      expect.any(CustomEvent),
    );
  });

  it('removes a handler with off and does not double-register the same handler', () => {
    const handler = vi.fn();
    const api = installWizytaGlobal(window);
    api('on', 'wizyta:error', handler);
    api('on', 'wizyta:error', handler);
    dispatchWizytaEvent(document.body, 'wizyta:error', { code: 4966, message: 'x' });
    api('off', 'wizyta:error', handler);
    dispatchWizytaEvent(document.body, 'wizyta:error', { code: 4966, message: 'x' });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('ignores unknown commands and event names, reporting each once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installStub();
    const stub = window.Wizyta as unknown as (...args: unknown[]) => void;
    stub('launch', 'wizyta:ready', () => undefined);
    stub('on', 'wizyta:unknown', () => undefined);
    stub('on', 'wizyta:unknown', () => undefined);
    expect(() => installWizytaGlobal(window)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("reports a command's own failure as such, and the next queued command still runs", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = installWizytaGlobal(window);
    // With no <body> yet (a script in <head> calling at once), the dialog has nowhere to go.
    const body = document.body;
    body.remove();
    try {
      api('open', { brand: 'general' });
      await vi.waitFor(() =>
        expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[wizyta\] Wizyta\(\): TypeError: /)),
      );
    } finally {
      document.documentElement.append(body);
    }
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('could not be loaded'));
    api('open', { brand: 'general' });
    await vi.waitFor(() => expect(document.querySelector('wizyta-booking[mode="dialog"]')).not.toBeNull());
    api('close');
    document.querySelector('wizyta-booking')?.remove();
  });

  it('is idempotent', () => {
    const api = installWizytaGlobal(window);
    expect(installWizytaGlobal(window)).toBe(api);
  });
});
