import { describe, expect, it } from 'vitest';
import { fitDraft } from './useDraft';

describe('fitDraft: a stored draft read back only where it has the form’s shape', () => {
  const fresh = { email: '', patients: [{ firstName: '', noPesel: false }], address: { flat: '' } };

  it('takes the stored values of the same types, field by field', () => {
    const kept = {
      email: 'a@b.pl',
      patients: [{ firstName: 'Jan', noPesel: true }],
      address: { flat: '12' },
    };
    expect(fitDraft(fresh, kept)).toEqual(kept);
  });

  it('keeps the fresh value where the stored one has another type, shape or length, and drops unknown fields', () => {
    const kept = { email: 5, patients: [{}, {}], address: 'x', evil: '<script>' };
    expect(fitDraft(fresh, kept)).toEqual(fresh);
    expect(fitDraft(fresh, null)).toEqual(fresh);
    expect(fitDraft(fresh, [1])).toEqual(fresh);
  });
});
