import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors/errorCodes';
import { MESSAGE_MODULES, type MessageId, messagesEn, messagesPl } from './catalogue';
import { compileMessages } from './compileMessages';
import { ERROR_TEXTS_EN } from './messages/errorsEn';

// Spec §4, written out again so that a status dropped from the schema enum is caught too.
const SPEC_STATUSES = [
  'SEARCH_FOR_DOCTOR',
  'DOCTOR_NOT_FOUND',
  'WAITING_FOR_PAYMENT',
  'PROCESSING_PAYMENT',
  'COLLECTING_FORM_DATA',
  'PENDING',
  'PAID',
  'CANCELLED_BY_PATIENT',
  'CANCELLED_BY_DOCTOR',
  'FINISHED',
  'FINISHED_NO_CONTACT',
  'TO_CALL_BACK',
  'NEW',
  'SURVEY_REJECTED',
  'SURVEY_EXPIRED',
  'WAITING_FOR_DOCTOR',
  'WAITING_FOR_DOCTOR_APPROVE',
  'IN_PROGRESS',
  'MW_REJECTED',
  'FINISHED_PRESCRIPTION_VISIT',
  'REJECTED_PRESCRIPTION_VISIT',
];
const IN_ANALYSIS = ['WAITING_FOR_DOCTOR', 'WAITING_FOR_DOCTOR_APPROVE', 'IN_PROGRESS'];

const pl: Readonly<Record<string, string>> = messagesPl;
const en: Readonly<Record<string, string>> = messagesEn;

describe('message catalogue', () => {
  it('has the same ids in Polish and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(pl).sort());
  });

  it.each(Object.keys(pl))('%s has a non-empty Polish and English text', (id) => {
    expect(pl[id]?.trim()).toBeTruthy();
    expect(en[id]?.trim()).toBeTruthy();
  });

  it('has no id defined by two modules', () => {
    const total = MESSAGE_MODULES.reduce((sum, module) => sum + Object.keys(module.pl).length, 0);
    expect(Object.keys(pl)).toHaveLength(total);
  });

  it('holds only valid ICU messages', () => {
    expect(() => compileMessages(messagesPl)).not.toThrow();
    expect(() => compileMessages(messagesEn)).not.toThrow();
  });

  it('includes the validation messages', () => {
    expect(pl['validation.required']).toBe('To pole jest wymagane');
  });

  it('has a message for every error code and text of spec §8', () => {
    for (const key of Object.keys(ERROR_CODES)) {
      expect(pl[`error.${key}`]).toBe(ERROR_CODES[key as keyof typeof ERROR_CODES]);
      expect(en[`error.${key}`]).toBe(ERROR_TEXTS_EN[key as keyof typeof ERROR_TEXTS_EN]);
    }
  });
});

describe('process status labels', () => {
  it.each(SPEC_STATUSES)('%s has a Polish and English label', (status) => {
    expect(pl[`status.${status}`]).toBeTruthy();
    expect(en[`status.${status}`]).toBeTruthy();
  });

  it('labels the three "in analysis" statuses with one shared text', () => {
    expect(new Set(IN_ANALYSIS.map((s) => pl[`status.${s}`]))).toEqual(new Set(['W analizie']));
    expect(new Set(IN_ANALYSIS.map((s) => en[`status.${s}`]))).toEqual(new Set(['In analysis']));
  });

  it('gives every other status a label of its own', () => {
    const labels = SPEC_STATUSES.filter((s) => !IN_ANALYSIS.includes(s)).map((s) => pl[`status.${s}`]);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).not.toContain('W analizie');
  });

  it('uses the agreed Polish labels', () => {
    expect(pl['status.SEARCH_FOR_DOCTOR']).toBe('Szukamy lekarza');
    expect(pl['status.PENDING']).toBe('Oczekuje na potwierdzenie');
    expect(pl['status.FINISHED_NO_CONTACT']).toBe('Zakończona — brak kontaktu');
    expect(pl['status.NEW']).toBe('Nowa — ankieta niewypełniona');
  });
});

describe('enum labels', () => {
  it('names the visit types', () => {
    const expected: Record<string, string> = {
      PRESCRIPTION: 'Recepta',
      VIDEO: 'Wideo',
      CHAT: 'Czat',
      STATIONARY: 'Wizyta stacjonarna',
      HOUSE: 'Wizyta domowa',
      CALL: 'Teleporada',
    };
    for (const [type, label] of Object.entries(expected)) expect(pl[`visitType.${type}`]).toBe(label);
  });

  it('names every communication type of spec §9', () => {
    for (const type of ['HOUSE', 'CALL', 'STATIONARY', 'CHAT', 'VIDEO', 'PRESCRIPTION']) {
      expect(pl[`communicationType.${type}`]).toBeTruthy();
    }
  });

  it('names the predefined symptoms', () => {
    expect(pl['symptom.HEADACHES']).toBe('Ból głowy');
    expect(pl['symptom.QATAR']).toBe('Katar');
    expect(pl['symptom.DYSPNEA']).toBe('Duszność');
    expect(Object.keys(pl).filter((id) => id.startsWith('symptom.'))).toHaveLength(9);
  });

  it('types ids as literals', () => {
    const id: MessageId = 'status.PAID';
    expect(pl[id]).toBe('Opłacona');
  });
});
