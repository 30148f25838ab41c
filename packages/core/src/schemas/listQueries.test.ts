import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  AdditionalSlotsQuerySchema,
  AppointmentsQuerySchema,
  DocumentsQuerySchema,
  SlotQuerySchema,
  SpecializationsQuerySchema,
} from './listQueries';

describe('list queries', () => {
  it('turn query-string numbers into numbers', () => {
    expect(
      z.parse(AppointmentsQuerySchema, { page: '1', pageSize: '10', sort: 'appointmentAt,DESC' }),
    ).toEqual({
      page: 1,
      pageSize: 10,
      sort: 'appointmentAt,DESC',
    });
    expect(z.parse(DocumentsQuerySchema, { page: 0, sort: 'fileName,ASC' })).toEqual({
      page: 0,
      sort: 'fileName,ASC',
    });
  });
  it('refuse an unknown sort field or direction, and bad page numbers', () => {
    expect(z.safeParse(AppointmentsQuerySchema, { sort: 'price,ASC' }).success).toBe(false);
    expect(z.safeParse(DocumentsQuerySchema, { sort: 'uploadedAt,UP' }).success).toBe(false);
    expect(z.safeParse(AppointmentsQuerySchema, { page: '-1' }).success).toBe(false);
    expect(z.safeParse(AppointmentsQuerySchema, { page: 'abc' }).success).toBe(false);
    expect(z.safeParse(DocumentsQuerySchema, { pageSize: '0' }).success).toBe(false);
  });
  it('parse the slot, additional slots and specializations queries', () => {
    expect(
      z.safeParse(AdditionalSlotsQuerySchema, { slotReservationId: 'r-1', sort: 'price,ASC' }).success,
    ).toBe(true);
    expect(z.safeParse(AdditionalSlotsQuerySchema, { sort: 'price,ASC' }).success).toBe(false);
    expect(z.safeParse(SlotQuerySchema, { id: 'r-1' }).success).toBe(true);
    expect(z.safeParse(SpecializationsQuerySchema, { type: 'HOUSE' }).success).toBe(true);
    expect(z.safeParse(SpecializationsQuerySchema, { type: 'VIDEO' }).success).toBe(false);
  });
});
