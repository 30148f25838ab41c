import { describe, expect, it } from 'vitest';
import { fieldBinder } from './fieldBinder';
import type { FieldErrors } from './useFormErrors';

const fields: FieldErrors = {
  idOf: (path) => `f-${path}`,
  errorOf: () => null,
  look: {
    field: 'field',
    input: 'input',
    select: 'select',
    check: { field: 'check', box: 'box', label: 'label' },
  },
  invalid: false,
  show: () => {},
  clear: () => {},
};

const draft = { email: 'a@example.pl', address: { city: 'Łódź', postCode: '90-001' } };

describe('fieldBinder', () => {
  it('gives a field its path, its value and the form errors', () => {
    const bound = fieldBinder(fields, draft, () => {})('email');
    expect(bound).toMatchObject({ fields, path: 'email', value: 'a@example.pl' });
  });

  it('hands on all the values with the changed one replaced', () => {
    const changes: (typeof draft)[] = [];
    fieldBinder(fields, draft, (next) => changes.push(next))('email').onChange('b@example.pl');
    expect(changes).toEqual([{ ...draft, email: 'b@example.pl' }]);
  });

  it('binds a group under its path and changes it inside the whole form', () => {
    const changes: (typeof draft)[] = [];
    const city = fieldBinder(fields, draft, (next) => changes.push(next)).group('address')('city');
    expect(city.path).toBe('address.city');
    expect(city.value).toBe('Łódź');
    city.onChange('Kraków');
    expect(changes).toEqual([{ email: 'a@example.pl', address: { city: 'Kraków', postCode: '90-001' } }]);
  });

  it('binds the values of a part of a form under its prefix, labelled where asked, without a source in the flow', () => {
    const changes: (typeof draft.address)[] = [];
    const bind = fieldBinder(undefined, draft.address, (next) => changes.push(next), 'patients.0');
    expect(bind('city', 'Miejscowość')).toMatchObject({ path: 'patients.0.city', label: 'Miejscowość' });
    expect('label' in bind('city')).toBe(false);
    bind('postCode').onChange('00-001');
    expect(changes).toEqual([{ city: 'Łódź', postCode: '00-001' }]);
  });
});
