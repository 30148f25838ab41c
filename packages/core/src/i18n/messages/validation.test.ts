import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  chatQuestionFormSchema,
  contactFormSchema,
  makeAppointmentFormSchema,
  orderPersonalFormSchema,
  paymentFormSchema,
  profileFormSchema,
  registrationFormSchema,
  symptomsFormSchema,
} from '../../forms';
import { validateUpload } from '../../validation';
import { isValidationMessageId, validationMessages } from './validation';

const SRC = fileURLToPath(new URL('../..', import.meta.url));

/** Every `'validation.…'` literal in the non-test sources of validation/, forms/ and order/ (the machine's own rules). */
function idsUsedInSources(): Set<string> {
  const ids = new Set<string>();
  for (const folder of ['validation', 'forms', 'order']) {
    for (const file of readdirSync(join(SRC, folder))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = readFileSync(join(SRC, folder, file), 'utf8');
      for (const match of text.matchAll(/'(validation\.[A-Za-z]+)'/g)) ids.add(match[1] ?? '');
    }
  }
  return ids;
}

describe('validationMessages', () => {
  it('has an English text for every Polish one and nothing more', () => {
    expect(Object.keys(validationMessages.en).sort()).toEqual(Object.keys(validationMessages.pl).sort());
  });

  it('has no empty text', () => {
    for (const text of [...Object.values(validationMessages.pl), ...Object.values(validationMessages.en)]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it('names every id that the validators and form schemas use, in both languages', () => {
    const used = idsUsedInSources();
    expect(used.size).toBeGreaterThan(20);
    for (const id of used) {
      expect(validationMessages.pl, id).toHaveProperty([id]);
      expect(validationMessages.en, id).toHaveProperty([id]);
    }
  });

  it('holds no id that nothing uses', () => {
    const used = idsUsedInSources();
    expect(Object.keys(validationMessages.pl).filter((id) => !used.has(id))).toEqual([]);
  });

  it('is what the form schemas actually report, even for values of the wrong type', () => {
    const schemas = [
      profileFormSchema,
      makeAppointmentFormSchema,
      orderPersonalFormSchema,
      symptomsFormSchema,
      paymentFormSchema,
      registrationFormSchema,
      contactFormSchema,
      chatQuestionFormSchema,
    ];
    const junk = [null, 'x', {}, { a: 1 }, { phoneNumber: 1, address: [], patients: [{}, 3], invoice: 'x' }];
    const wrongTypes = (schema: z.ZodMiniType) =>
      Object.fromEntries(Object.keys(('shape' in schema && schema.shape) || {}).map((key) => [key, 42]));
    for (const schema of schemas) {
      for (const values of [...junk, wrongTypes(schema), { wantsInvoice: true, appointmentType: 'HOUSE' }]) {
        const result = z.safeParse(schema, values);
        for (const issue of result.error?.issues ?? []) {
          expect(
            Object.hasOwn(validationMessages.pl, issue.message),
            `${issue.path.join('.')}: ${issue.message}`,
          ).toBe(true);
        }
      }
    }
  });

  it('is what validateUpload reports', () => {
    for (const candidate of [
      { name: 'a.pdf', size: 0, bytes: new Uint8Array() },
      { name: 'a.pdf', size: 11 * 1024 * 1024, bytes: new Uint8Array() },
      { name: 'a.exe', size: 10, bytes: new Uint8Array() },
      { name: 'a.pdf', size: 10, bytes: new Uint8Array(8) },
    ]) {
      const verdict = validateUpload(candidate);
      expect(verdict.ok === false && Object.hasOwn(validationMessages.pl, verdict.message)).toBe(true);
    }
  });
});

describe('isValidationMessageId', () => {
  it("tells a validator's id from zod's own text", () => {
    expect(isValidationMessageId('validation.required')).toBe(true);
    const zodText = z.safeParse(z.string(), 42).error?.issues[0]?.message ?? '';
    expect(zodText).not.toBe('');
    expect(isValidationMessageId(zodText)).toBe(false);
  });
});
