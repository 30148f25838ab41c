import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { VisitSchema } from './visit';

const visit = {
  id: 'v-1',
  visitType: 'VIDEO',
  appointmentAt: '2025-03-10T09:30:00Z',
  finishedAt: '2025-03-10T10:30:00Z',
  conversationExpiresAt: '2025-03-11T10:30:00Z',
  doctor: { id: 'd1', firstName: 'Anna', lastName: 'Nowak' },
  contractorId: 'general',
  processStatus: 'FINISHED',
  nfzVisit: false,
  specialization: 'INTERNIST',
  specializationName: 'Internista',
  prescriptionVisitUrl: null,
  aureroVisitUrl: 'https://video.example.pl/room/1',
};

describe('VisitSchema', () => {
  it('parses a finished visit and one still searching for a doctor', () => {
    expect(z.parse(VisitSchema, visit)).toEqual(visit);
    const searching = { ...visit, doctor: null, finishedAt: null, processStatus: 'SEARCH_FOR_DOCTOR' };
    expect(z.safeParse(VisitSchema, searching).success).toBe(true);
  });
  it('accepts a specialization code not in the known list', () => {
    expect(z.safeParse(VisitSchema, { ...visit, specialization: 'DERMATOLOGIST' }).success).toBe(true);
  });
  it('refuses an unknown status, a bad date or a link that is not a URL', () => {
    expect(z.safeParse(VisitSchema, { ...visit, processStatus: 'DONE' }).success).toBe(false);
    expect(z.safeParse(VisitSchema, { ...visit, appointmentAt: '10.03.2025' }).success).toBe(false);
    expect(z.safeParse(VisitSchema, { ...visit, aureroVisitUrl: 'room 1' }).success).toBe(false);
  });
});
