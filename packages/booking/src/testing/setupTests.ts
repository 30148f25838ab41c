import { cleanup } from '@testing-library/react';
import { importSampleBackend } from '@wizyta/testkit/backend';
import { afterAll, afterEach, beforeAll } from 'vitest';

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

// Files share one jsdom (isolate: false): jsdom has no Blob URLs and tests stand in for them, so
// each file puts back what it found.
const { createObjectURL, revokeObjectURL } = URL;
afterAll(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

// The in-process sample backend (oidc-provider, hono, jose: a large module graph that vite
// transforms on first use) is loaded before a file's tests (a cache hit after a worker's first
// file: files share the module graph), so that its one-time cost — seconds on a busy two-core
// machine — is not charged to whichever test happens to run first against its 5 s budget.
beforeAll(async () => {
  await importSampleBackend();
}, 60_000);

// The same for the flow's lazily loaded steps (StepView's screens and the rare screens): a built
// widget fetches each as a ready chunk, a test runner transforms its module graph on first use —
// over a second on a busy machine, which a step's 1 s `findBy` then charged to the product (the
// order summary's heading not found while vite was still compiling it, at a load of 15).
beforeAll(async () => {
  await Promise.all([
    import('../OrderSummary/OrderSummary'),
    import('../Personal/Personal'),
    import('../Symptoms/Symptoms'),
    import('../Payment/Payment'),
    import('../Results/Results'),
    import('../SignIn/SignIn'),
    import('../rareScreens'),
  ]);
}, 60_000);
