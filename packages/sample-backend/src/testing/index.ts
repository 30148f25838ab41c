// `@wizyta/sample-backend/testing`: the backend on a real port, for tests (never the dev server).

export { solveCaptcha } from './solveCaptcha';
export type { TestServer } from './startTestServer';
export { startTestServer } from './startTestServer';
