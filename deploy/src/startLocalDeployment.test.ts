import { describe, expect, it } from 'vitest';
import { startLocalDeployment } from './startLocalDeployment';

describe('startLocalDeployment', () => {
  it('refuses the development shortcuts and the test-only weakened controls before starting anything', async () => {
    const ports = { provider: 0, partner: 0, backend: 0 };
    await expect(
      startLocalDeployment({ nginx: '/nonexistent/nginx', ports, backend: { devShortcuts: true } }),
    ).rejects.toThrow(/no DEV_SHORTCUTS/);
    await expect(
      startLocalDeployment({
        nginx: '/nonexistent/nginx',
        ports,
        backend: { testOnlyWeakenedControls: ['host'] },
      }),
    ).rejects.toThrow(/no DEV_SHORTCUTS/);
  });
});
