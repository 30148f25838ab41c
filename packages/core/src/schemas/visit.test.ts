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

describe('VisitSchema: what was booked and whether it can change (additions)', () => {
  const booked = {
    ...visit,
    visitType: 'HOUSE',
    processStatus: 'PAID',
    specializationId: 0,
    booking: {
      symptoms: ['DYSPNEA'],
      additionalSymptoms: 'Od wczoraj',
      address: {
        city: 'Warszawa',
        postCode: '00-001',
        streetName: 'Marszałkowska',
        streetNumber: '1',
        flatNumber: '12',
        additionalInfo: 'Domofon 12, drugie piętro',
      },
      patients: [{ type: 'ADULT', firstName: 'Anna', lastName: 'Kowalska', birthDate: '1985-04-12' }],
      phoneNumber: { prefix: '+48', number: '500100200' },
      country: { id: 1, name: 'Polska' },
      language: { id: 1, name: 'polski' },
    },
    cancellableUntil: '2025-03-09T21:30:00Z',
    reschedulableUntil: null,
    refundOnCancel: 249,
  };

  it('parses them, and a visit of an older backend without them', () => {
    expect(z.parse(VisitSchema, booked)).toEqual(booked);
    expect(z.parse(VisitSchema, visit)).not.toHaveProperty('booking');
  });

  it('drops a patient identity number from the booked patients (never shown back)', () => {
    const withPesel = {
      ...booked,
      booking: { patients: [{ type: 'ADULT', firstName: 'Anna', pesel: '85041212345' }] },
    };
    expect(z.parse(VisitSchema, withPesel).booking?.patients?.[0]).not.toHaveProperty('pesel');
  });

  it('refuses an unknown symptom, a bad cut-off or a negative refund', () => {
    expect(z.safeParse(VisitSchema, { ...booked, booking: { symptoms: ['PAIN'] } }).success).toBe(false);
    expect(z.safeParse(VisitSchema, { ...booked, cancellableUntil: 'jutro' }).success).toBe(false);
    expect(z.safeParse(VisitSchema, { ...booked, refund: { amount: -1, status: 'PENDING' } }).success).toBe(
      false,
    );
  });
});
