import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom brings its own Uint8Array, while Node's TextEncoder, crypto and Buffer make Node's: the
// in-process sample backend (jose signing its tokens) then fails `instanceof Uint8Array`. The
// tests share Node's, as a browser has one realm too.
globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;

// Globals are off, so Testing Library cannot register its own cleanup: unmount after each test
// (stopping the order actor) and drop the order the actor kept in sessionStorage.
afterEach(async () => {
  cleanup();
  sessionStorage.clear();
  // preact runs effects after paint (requestAnimationFrame raced by a 35 ms timer): let the last
  // ones run while jsdom is still there, not after the environment is torn down.
  await new Promise((resolve) => setTimeout(resolve, 50));
});
