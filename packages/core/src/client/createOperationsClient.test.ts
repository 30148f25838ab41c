import { connectTestClient, type TestClient } from '@wizyta/testkit/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '../api';
import { BOOKING_CLIENT_OPERATIONS } from '../api/contractBookingClient';
import { AppError } from '../errors/AppError';
import { createOperationsClient } from './createOperationsClient';

let t: TestClient;
beforeAll(async () => {
  t = await connectTestClient();
});

const clientOf = (getToken: () => string | undefined) =>
  createOperationsClient(BOOKING_CLIENT_OPERATIONS, {
    config: { apiUrl: 'http://localhost:8080' },
    getToken,
    onUnauthorized: () => {},
    fetch: (request) => t.backend.fetch(request),
    retryDelaysMs: [1, 1],
  });

describe('createOperationsClient', () => {
  it('has a method for each given operation and none for the rest of the contract', () => {
    const client = clientOf(() => undefined);
    expect(Object.keys(client).sort()).toEqual(Object.keys(BOOKING_CLIENT_OPERATIONS).sort());
    expect(client).not.toHaveProperty('getAppointments');
    expect(client).not.toHaveProperty('uploadDocument');
  });

  it('takes its operations from the API contract unchanged', () => {
    for (const [name, operation] of Object.entries(BOOKING_CLIENT_OPERATIONS))
      expect(API[name as keyof typeof API], name).toBe(operation);
  });

  it('calls the real backend with the same rules: anonymous search, signed-in profile, parsed answers', async () => {
    const anonymous = clientOf(() => undefined);
    const specializations = await anonymous.getSpecializations({ query: { type: 'CALL' } });
    expect(specializations.length).toBeGreaterThan(0);
    const failure = await anonymous.getPatientProfile().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe(4311);

    const signedIn = clientOf(() => t.token);
    const profile = await signedIn.getPatientProfile();
    expect(profile.firstName).toEqual(expect.any(String));
  });
});
