// Unmounts what each test rendered (Testing Library's auto-cleanup needs vitest globals, which
// this repo does not enable) and clears the storages the shell reads.
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// jsdom brings its own Uint8Array, while Node's TextEncoder, crypto and Buffer make Node's: the
// in-process sample backend (jose signing its tokens) then fails `instanceof Uint8Array`. The
// tests share Node's, as a browser has one realm too.
globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// Files share one jsdom (isolate: false): jsdom has no Blob URLs and tests stand in for them, so
// each file puts back what it found.
const { createObjectURL, revokeObjectURL } = URL;
afterAll(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});
