// Unmounts what each test rendered (Testing Library's auto-cleanup needs vitest globals, which
// this repo does not enable) and clears the storages the shell reads.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// jsdom brings its own Uint8Array, while Node's TextEncoder, crypto and Buffer make Node's: the
// in-process sample backend (jose signing its tokens) then fails `instanceof Uint8Array`. The
// tests share Node's, as a browser has one realm too.
globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// The in-process sample backend (oidc-provider, hono, jose: a large module graph that vite transforms
// on first use) is loaded once per file before the tests, so that its one-time cost — seconds on a
// busy two-core machine — is not charged to whichever test happens to run first against its 5 s
// budget. By a computed name, as the test kits import it (the backend is another TS project).
const BACKEND_MODULE = '@wizyta/sample-backend';
beforeAll(async () => {
  await import(/* @vite-ignore */ BACKEND_MODULE);
}, 60_000);
