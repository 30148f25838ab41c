import { describe, expect, it } from 'vitest';
import { PHONES } from '../backend/seededPhones';
import { connectTestClient } from './connectTestClient';

describe('connectTestClient', () => {
  it('signs pacjent in by SMS on a fresh backend, and every other seeded phone with the same code', async () => {
    const t = await connectTestClient();
    expect(t.token).not.toBe('');
    expect((await t.client.getPatientProfile()).phoneNumber).toBe(PHONES.pacjent.number);
    for (const user of ['nfz', 'pacjent2'] as const) {
      const { client } = await t.signInAs(PHONES[user]);
      expect((await client.getPatientProfile()).phoneNumber).toBe(PHONES[user].number);
    }
  });

  it('gives each test its own backend (they share only the realm key)', async () => {
    const first = await connectTestClient();
    const second = await connectTestClient();
    expect(second.backend).not.toBe(first.backend);
    expect(second.requests).not.toBe(first.requests);
  });
});
