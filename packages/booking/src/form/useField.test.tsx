import { fireEvent, render, screen } from '@testing-library/react';
import { createMessages } from '@wizyta/core';
import { describe, expect, it } from 'vitest';
import { descriptionOf } from '../testing/queries';
import { CheckboxField } from './CheckboxField';
import type { FieldLook, FieldSource } from './FieldSource';
import { FormContext, type FormContextValue } from './FormContext';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

// The one field kit under both of its sources: the booking flow's machine verdicts (FormContext)
// and a form holding its own messages, in a look with "(required)" texts, as the portal's.
const messages = createMessages('pl');
const machine: FormContextValue = {
  messages,
  idPrefix: 'flow',
  moveFocus: { current: false },
  formErrors: { 'patients.0.pesel': 'validation.peselInvalid' },
};
const PORTAL_LIKE: FieldLook = {
  field: 'form-field',
  input: 'form-field__input',
  select: 'form-field__input',
  check: {
    field: 'form-check',
    box: 'form-check__box',
    label: 'form-check__label',
    extra: 'form-check__extra',
  },
  texts: { required: '(wymagane)', optional: '(dobrowolne)', choose: 'Wybierz…' },
};
function ownErrors(errors: Record<string, string>): FieldSource & { readonly cleared: string[] } {
  const cleared: string[] = [];
  return {
    idOf: (path) => `form-${path.replace(/\./g, '-')}`,
    errorOf: (path) => (cleared.includes(path) ? null : (errors[path] ?? null)),
    clear: (path) => void cleared.push(path),
    look: PORTAL_LIKE,
    cleared,
  };
}

describe('TextField', () => {
  it("shows the machine's verdict on its path, translated and tied to the input", () => {
    render(
      <FormContext.Provider value={machine}>
        <TextField path="patients.0.pesel" label="PESEL" value="" onChange={() => {}} inputMode="numeric" />
        <TextField
          path="patients.0.firstName"
          label="Imię"
          value=""
          onChange={() => {}}
          autoComplete="given-name"
        />
      </FormContext.Provider>,
    );
    const pesel = screen.getByLabelText('PESEL');
    expect(pesel.id).toBe('flow-patients-0-pesel');
    expect(pesel.className).toBe('wb-input');
    expect(pesel.getAttribute('inputmode')).toBe('numeric');
    expect(pesel.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(pesel)).toBe(messages.t('validation.peselInvalid'));
    expect(document.getElementById('flow-patients-0-pesel-error')?.className).toBe('wb-field__error');
    const name = screen.getByLabelText('Imię');
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    expect(name.hasAttribute('aria-describedby')).toBe(false);
    expect(name.getAttribute('autocomplete')).toBe('given-name');
  });

  it("marks a required field in its look's words, reads the hint with the error and forgets the error once edited", () => {
    const fields = ownErrors({ email: 'Podaj adres e-mail' });
    const typed: string[] = [];
    render(
      <TextField
        fields={fields}
        path="email"
        label="E-mail"
        value=""
        onChange={(v) => typed.push(v)}
        hint="Na ten adres"
        required
      />,
    );
    const email = screen.getByLabelText('E-mail', { exact: false });
    expect(screen.getByText('E-mail').closest('label')?.textContent).toBe('E-mail (wymagane)');
    expect(email.getAttribute('aria-describedby')).toBe('form-email-error form-email-hint');
    expect(descriptionOf(email)).toBe('Podaj adres e-mail Na ten adres');
    fireEvent.change(email, { target: { value: 'a' } });
    expect(fields.cleared).toEqual(['email']);
    expect(typed).toEqual(['a']);
  });

  it('is a textarea when multi-line, and read-only when asked', () => {
    render(
      <>
        <TextField
          fields={ownErrors({})}
          path="message"
          label="Wiadomość"
          value=""
          onChange={() => {}}
          multiline
        />
        <TextField
          fields={ownErrors({})}
          path="email"
          label="E-mail"
          value="a@b.pl"
          onChange={() => {}}
          readOnly
        />
      </>,
    );
    expect(screen.getByLabelText('Wiadomość').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Wiadomość').className).toBe(
      'form-field__input form-field__input--multiline',
    );
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).readOnly).toBe(true);
  });
});

describe('CheckboxField', () => {
  it("says required or optional in the look's words, with what follows the label wrapped as the look asks", () => {
    const fields = ownErrors({ terms: 'Zaakceptuj regulamin' });
    render(
      <>
        <CheckboxField
          fields={fields}
          path="terms"
          label="Regulamin"
          checked={false}
          onChange={() => {}}
          required
          extra={<a href="/r">PDF</a>}
        />
        <CheckboxField fields={fields} path="news" label="Newsletter" checked={false} onChange={() => {}} />
      </>,
    );
    const terms = screen.getByLabelText('Regulamin (wymagane)');
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(terms)).toBe('Zaakceptuj regulamin');
    expect(screen.getByText('PDF').parentElement?.className).toBe('form-check__extra');
    screen.getByLabelText('Newsletter (dobrowolne)');
  });

  it('in the widget: no marks, and what follows the label stays bare', () => {
    render(
      <FormContext.Provider value={machine}>
        <CheckboxField
          path="regulationAgreement"
          label="Akceptuję"
          checked
          onChange={() => {}}
          extra={<a href="/r">Regulamin</a>}
        />
      </FormContext.Provider>,
    );
    expect(screen.getByLabelText('Akceptuję').className).toBe('wb-check');
    expect(screen.getByText('Regulamin').parentElement?.className).toBe('wb-field wb-field--check');
  });
});

describe('SelectField', () => {
  it("opens on the placeholder given, else on the look's 'Choose…'", () => {
    const options = [{ value: 'M', label: 'Mężczyzna' }];
    render(
      <FormContext.Provider value={machine}>
        <SelectField
          path="place"
          label="Miejsce"
          value=""
          onChange={() => {}}
          options={options}
          placeholder="Wybierz miejsce"
          busy
        />
        <SelectField
          fields={ownErrors({})}
          path="gender"
          label="Płeć"
          value=""
          onChange={() => {}}
          options={options}
        />
      </FormContext.Provider>,
    );
    const place = screen.getByLabelText('Miejsce');
    expect(place.getAttribute('aria-busy')).toBe('true');
    expect(place.className).toBe('wb-input wb-select');
    expect(place.querySelector('option')?.textContent).toBe('Wybierz miejsce');
    expect(screen.getByLabelText('Płeć').querySelector('option')?.textContent).toBe('Wybierz…');
  });
});
