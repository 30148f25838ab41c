import { describe, expect, it } from 'vitest';
import { suggestSpecialization, symptomTarget } from './suggestSpecialization';

const LIST = [
  { id: 1, name: 'Internista' },
  { id: 2, name: 'Pediatra' },
  { id: 17, name: 'Neurolog' },
  { id: 18, name: 'Neurolog dziecięcy' },
  { id: 19, name: 'Laryngolog' },
  { id: 20, name: 'Laryngolog dziecięcy' },
  { id: 15, name: 'Gastroenterolog' },
  { id: 16, name: 'Gastroenterolog dziecięcy' },
];

describe('symptomTarget', () => {
  it('sends fever, shortness of breath and mixed groups to the doctor for everything', () => {
    expect(symptomTarget(['FEVER', 'COUGH'])).toBe('general');
    expect(symptomTarget(['DYSPNEA'])).toBe('general');
    expect(symptomTarget(['HEADACHES', 'NAUSEA'])).toBe('general');
    expect(symptomTarget([])).toBe('general');
    expect(symptomTarget(['FATIGUE'])).toBe('general');
  });

  it('points one group to its specialist', () => {
    expect(symptomTarget(['COUGH', 'SORE_THROAT'])).toBe('ent');
    expect(symptomTarget(['SINUS_PAIN'])).toBe('neurology');
    expect(symptomTarget(['NAUSEA'])).toBe('gastro');
  });
});

describe('suggestSpecialization', () => {
  it('picks the adult or the paediatric variant from the list', () => {
    expect(suggestSpecialization(LIST, ['QATAR'], false)?.id).toBe(19);
    expect(suggestSpecialization(LIST, ['QATAR'], true)?.id).toBe(20);
    expect(suggestSpecialization(LIST, ['FEVER'], false)?.id).toBe(1);
    expect(suggestSpecialization(LIST, ['FEVER'], true)?.id).toBe(2);
    expect(suggestSpecialization(LIST, ['NAUSEA'], true)?.id).toBe(16);
  });

  it('suggests nothing when the list lacks the target', () => {
    expect(suggestSpecialization([{ id: 0, name: 'Internista' }], ['NAUSEA'], false)).toBeNull();
  });
});
