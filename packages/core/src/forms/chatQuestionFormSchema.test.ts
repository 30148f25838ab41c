import { describe, expect, it } from 'vitest';
import { chatQuestionFormSchema } from './chatQuestionFormSchema';
import { validateForm } from './validateForm';

describe('chatQuestionFormSchema', () => {
  it('accepts a question and trims it', () => {
    expect(validateForm(chatQuestionFormSchema, { message: '  Czy mogę brać ibuprofen? ' })).toEqual({
      success: true,
      data: { message: 'Czy mogę brać ibuprofen?' },
    });
  });

  it('requires the question', () => {
    for (const values of [{}, { message: '' }, { message: ' \n ' }]) {
      expect(validateForm(chatQuestionFormSchema, values)).toEqual({
        success: false,
        errors: { message: 'validation.required' },
      });
    }
  });

  it('limits the question to 2000 characters', () => {
    expect(validateForm(chatQuestionFormSchema, { message: 'a'.repeat(2001) })).toEqual({
      success: false,
      errors: { message: 'validation.textTooLong' },
    });
  });
});
