import { describe, expectTypeOf, it } from 'vitest';
import type { ApiResponse } from '../api';
import type { ApiClient } from './ApiClient';

// Type-level checks: the methods' inputs and results follow the contract. Nothing runs.
const api = {} as ApiClient;

describe('ApiClient types', () => {
  it('takes no input when the operation needs none, and the schema output back', () => {
    expectTypeOf(api.getPatientProfile).toBeCallableWith();
    expectTypeOf(api.getPatientProfile).returns.resolves.toEqualTypeOf<ApiResponse<'getPatientProfile'>>();
  });

  it('requires path params and typed queries and bodies', () => {
    expectTypeOf(api.getAppointment)
      .parameter(0)
      .toEqualTypeOf<{ params: { id: string | number } } & { query?: never } & { body?: never }>();
    // @ts-expect-error the id is required
    void (() => api.getAppointment({}));
    // @ts-expect-error sort must be field,ASC|DESC
    void (() => api.getAppointments({ query: { sort: 'appointmentAt,UP' } }));
    // @ts-expect-error a body of another operation
    void (() => api.createAppointment({ body: { message: 'x' } }));
    expectTypeOf(api.getAppointments).toBeCallableWith();
  });

  it('resolves void for 204 and Blob for files', () => {
    expectTypeOf(api.acceptAgreements).returns.resolves.toBeVoid();
    expectTypeOf(api.downloadDocument).returns.resolves.toEqualTypeOf<Blob>();
    expectTypeOf(api.downloadUrl).returns.toBeString();
  });
});
