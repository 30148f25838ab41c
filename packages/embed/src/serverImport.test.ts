import { expect, it } from 'vitest';

// Runs in node (this project's default environment): what a server-rendered page meets.
it('does nothing when imported on a server, and loadWizyta resolves to an inert handle', async () => {
  const globalsBefore = Object.keys(globalThis).sort();
  const { loadWizyta } = await import('./index');
  expect(Object.keys(globalThis).sort()).toEqual(globalsBefore);

  const wizyta = await loadWizyta({ version: 'v0' });
  expect(wizyta.active).toBe(false);
  expect(wizyta.version).toBeUndefined();
  const handler = () => undefined;
  expect(() => {
    wizyta.on('wizyta:booked', handler)();
    wizyta.open({ specialization: 5 });
    wizyta.prefill({ patient: { firstName: 'Jan' } });
    wizyta.consent(true);
    wizyta.close();
  }).not.toThrow();
  expect('window' in globalThis).toBe(false);
});
