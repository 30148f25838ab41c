// @vitest-environment node
import { existsSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { at, MANUAL_CHUNKS, manualChunk, plannedPaths } from './chunkPlan.mjs';

describe("the widget build's chunk plan", () => {
  it.each(plannedPaths())('names %s, which exists', (path) => {
    expect(existsSync(at(path)), `${path} is in chunkPlan.mjs but not in the repository`).toBe(true);
    expect(statSync(at(path)).isDirectory()).toBe(path.endsWith('/'));
  });

  it('gives each planned file its chunk, and a module outside the plan none', () => {
    for (const { chunk, files = [] } of MANUAL_CHUNKS)
      for (const file of files) expect(manualChunk(at(file))).toBe(chunk);
    expect(manualChunk(at('node_modules/keycloak-js/lib/keycloak.js'))).toBe('keycloak');
    expect(manualChunk(at('packages/widget/src/partner/analytics/x.ts'))).toBe('dataLayer');
    expect(manualChunk(at('packages/widget/src/frame/sso/ssoSessionKeys.ts'))).toBeUndefined();
    expect(manualChunk(at('packages/booking/src/Captcha/Captcha.tsx'))).toBeUndefined();
  });
});
