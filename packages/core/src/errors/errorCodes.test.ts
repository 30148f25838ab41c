import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS_EN } from '../i18n/messages/errorsEn';
import { ERROR_CODES, isErrorCode, isErrorKey } from './errorCodes';

// Spec §8, in the order it lists them: the catalogue must hold exactly these. Left out because
// nothing can cause them (docs/api/README.md "Spec §8 codes left out of the catalogue"): 2053 (no
// bank account is ever asked), 4106 (a signed-in phone is a proven one) and 6001 (no ambassador
// programme).
const SPEC_CODES = [
  2001, 2002, 2003, 2004, 2005, 4000, 4001, 4002, 4003, 4082, 4102, 4103, 4105, 4107, 4108, 4133, 4191, 4212,
  4214, 4237, 4239, 4311, 4312, 4313, 4393, 4398, 4412, 4457, 4514, 4678, 4955, 4679, 4811, 4865, 4867, 4887,
  4957, 4889, 4892, 4896, 4911, 4956, 4966, 4976, 4981, 4982, 4983,
];
const TEXT_KEYS = ['SLOT_TAKEN', 'NO_DOCTOR_FOUND', 'NO_FREE_SLOTS'];
// The codes of the additions to spec §7 (cancel and reschedule), documented in docs/api/README.md.
const ADDITION_CODES = [4701, 4702, 4703, 4704, 4705, 4706, 4707, 4708];

describe('ERROR_CODES', () => {
  it('holds every code of spec §8, the additions and the three texts, nothing else', () => {
    expect(Object.keys(ERROR_CODES).sort()).toEqual(
      [...SPEC_CODES.map(String), ...ADDITION_CODES.map(String), ...TEXT_KEYS].sort(),
    );
  });

  it.each(Object.entries(ERROR_CODES))('%s has a non-empty Polish and English text', (key, pl) => {
    const en = ERROR_TEXTS_EN[key as unknown as keyof typeof ERROR_TEXTS_EN];
    expect(pl.trim()).not.toBe('');
    expect(en.trim()).not.toBe('');
    expect(pl).not.toBe(en);
  });

  it('has English texts for exactly its keys', () => {
    expect(Object.keys(ERROR_TEXTS_EN).sort()).toEqual(Object.keys(ERROR_CODES).sort());
  });

  it('uses the Polish wording the product team asked for', () => {
    expect(ERROR_CODES[4311]).toBe('Sesja wygasła. Zostałeś wylogowany.');
    expect(ERROR_CODES[4133]).toBe('Plik jest większy niż 10 MB.');
    expect(ERROR_CODES[4889]).toBe('Nie znaleziono terminu.');
  });
});

describe('isErrorCode', () => {
  it('accepts the numeric codes only', () => {
    for (const code of SPEC_CODES) expect(isErrorCode(code)).toBe(true);
    expect(isErrorCode(1234)).toBe(false);
    expect(isErrorCode('4311')).toBe(false);
    expect(isErrorCode('SLOT_TAKEN')).toBe(false);
    expect(isErrorCode(4311.5)).toBe(false);
    expect(isErrorCode(null)).toBe(false);
  });
});

describe('isErrorKey', () => {
  it('accepts numeric codes and the three text keys, not numeric strings', () => {
    expect(isErrorKey(4982)).toBe(true);
    for (const key of TEXT_KEYS) expect(isErrorKey(key)).toBe(true);
    expect(isErrorKey('4982')).toBe(false);
    expect(isErrorKey('toString')).toBe(false);
    expect(isErrorKey(7)).toBe(false);
  });
});
