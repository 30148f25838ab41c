import { TOWNS } from '@wizyta/core';
import { describe, expect, it } from 'vitest';
import { createAccountStore } from '../accounts';
import { createDataStore } from './createDataStore';
import { SEED_DOCTORS } from './doctors';
import { CALL_SPECIALIZATIONS, HOUSE_SPECIALIZATION } from './specializations';

const now = new Date('2030-06-15T10:20:00Z');
const store = createDataStore({
  now,
  accounts: createAccountStore(),
  trustedOrigin: 'http://127.0.0.1:8081',
});
const visits = [...store.visits.values()];

describe('seed data', () => {
  it('has about forty call specializations, with ids 5 and 29, and only id 0 for house visits', () => {
    expect(CALL_SPECIALIZATIONS.length).toBeGreaterThanOrEqual(38);
    expect(CALL_SPECIALIZATIONS.map((s) => s.id)).toEqual(expect.arrayContaining([5, 29]));
    expect(CALL_SPECIALIZATIONS.some((s) => s.id === 0)).toBe(false);
    expect(HOUSE_SPECIALIZATION.id).toBe(0);
    expect(TOWNS.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('has a doctor for every specialization', () => {
    for (const { id } of [...CALL_SPECIALIZATIONS, HOUSE_SPECIALIZATION]) {
      expect(
        SEED_DOCTORS.some((d) => d.specializationIds.includes(id)),
        `specialization ${id}`,
      ).toBe(true);
    }
  });

  it('gives pacjent twelve visits across statuses, dated from the clock', () => {
    const pacjent = visits.filter((v) => v.ownerSub.endsWith('0001'));
    expect(pacjent).toHaveLength(12);
    expect(new Set(pacjent.map((v) => v.visit.processStatus)).size).toBeGreaterThanOrEqual(9);
    for (const { visit } of visits.filter((v) => v.visit.finishedAt)) {
      expect(Date.parse(visit.finishedAt ?? '') - Date.parse(visit.appointmentAt)).toBe(3600_000);
      expect(Date.parse(visit.conversationExpiresAt ?? '') - Date.parse(visit.finishedAt ?? '')).toBe(
        86_400_000,
      );
    }
    const recent = store.visits.get('w-1001')?.visit.finishedAt ?? '';
    expect(now.getTime() - Date.parse(recent)).toBeLessThan(24 * 3600_000);
  });

  it('has one trusted and one untrusted video link, and a prescription link', () => {
    expect(store.visits.get('w-1003')?.visit.aureroVisitUrl).toMatch(/^http:\/\/127\.0\.0\.1:8081\//);
    expect(store.visits.get('w-1004')?.visit.aureroVisitUrl).toMatch(
      /^https:\/\/wideo\.niezaufany\.example\//,
    );
    expect(store.visits.get('w-1005')?.visit.prescriptionVisitUrl).toBeTruthy();
  });

  it('has documents by patient and by doctor with real PDF and PNG bytes', () => {
    const docs = [...store.documents.values()];
    expect(new Set(docs.map((d) => d.document.uploaderRole))).toEqual(new Set(['PATIENT', 'DOCTOR']));
    for (const { document, bytes } of docs) {
      const head = String.fromCharCode(...bytes.subarray(0, 4));
      expect(head).toBe(document.contentType === 'application/pdf' ? '%PDF' : '\x89PNG');
    }
  });
});
