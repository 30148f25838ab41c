import { describe, expect, it } from 'vitest';
import { isPaediatricSpecialization, specializationsForAgeRange } from './specializationsForAgeRange';

const LIST = [
  { id: 1, name: 'Internista' },
  { id: 2, name: 'Pediatra' },
  { id: 5, name: 'Psychiatra' },
  { id: 6, name: 'Psychiatra dzieci i młodzieży' },
  { id: 7, name: 'Kardiolog' },
  { id: 8, name: 'Kardiolog dziecięcy' },
];

describe('specializationsForAgeRange', () => {
  it('gives an adult the adult variants', () => {
    expect(specializationsForAgeRange(LIST, 'ADULT').map((s) => s.id)).toEqual([1, 5, 7]);
  });

  it('gives a child the paediatric variants', () => {
    expect(specializationsForAgeRange(LIST, 'CHILD').map((s) => s.id)).toEqual([2, 6, 8]);
  });

  it('keeps the whole list before a range is chosen, and when nothing would be left', () => {
    expect(specializationsForAgeRange(LIST, '')).toHaveLength(6);
    expect(specializationsForAgeRange([{ id: 0, name: 'Internista' }], 'CHILD')).toEqual([
      { id: 0, name: 'Internista' },
    ]);
  });

  it('knows the paediatric names', () => {
    expect(isPaediatricSpecialization('Alergolog dziecięcy')).toBe(true);
    expect(isPaediatricSpecialization('Dietetyk')).toBe(false);
  });
});
