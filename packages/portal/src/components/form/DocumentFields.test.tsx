import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentType } from '@wizyta/core';
import { describe, expect, it } from 'vitest';
import { DocumentFields } from './DocumentFields';
import { renderFields } from './testing/renderFields';

const EMPTY = { document: { type: '' as DocumentType | '', number: '' } };
const check = () => userEvent.click(screen.getByRole('button', { name: 'check' }));

describe('DocumentFields', () => {
  it('labels the type and number, with ids under the group path, optional unless required', async () => {
    await renderFields(EMPTY, {}, ({ bind }) => {
      const identity = bind.group('document');
      return <DocumentFields type={identity('type')} number={identity('number')} dictionary="anonymous" />;
    });
    await screen.findByRole('option', { name: 'Paszport' });
    const type = screen.getByLabelText('Rodzaj dokumentu') as HTMLSelectElement;
    const number = screen.getByLabelText('Numer dokumentu') as HTMLInputElement;
    expect(type.id).toBe('test-document-type');
    expect(number.id).toBe('test-document-number');
    expect(type.required).toBe(false);
    expect([...type.options].map((option) => option.textContent)).toEqual([
      'Wybierz…',
      'Paszport',
      'Prawo jazdy',
    ]);
  });

  it('marks both required, shows each error tied to its field and focuses the first', async () => {
    const errors = {
      documentType: 'validation.selectRequired',
      documentNumber: 'validation.required',
    } as const;
    await renderFields({ documentType: '' as DocumentType | '', documentNumber: '' }, errors, ({ bind }) => (
      <DocumentFields type={bind('documentType')} number={bind('documentNumber')} required />
    ));
    await check();
    const type = screen.getByLabelText('Rodzaj dokumentu (wymagane)') as HTMLSelectElement;
    const number = screen.getByLabelText('Numer dokumentu (wymagane)') as HTMLInputElement;
    expect(type.getAttribute('aria-invalid')).toBe('true');
    expect(type.getAttribute('aria-describedby')).toBe('test-documentType-error');
    expect(document.getElementById('test-documentType-error')?.textContent).toBe('Wybierz jedną z opcji');
    expect(number.getAttribute('aria-describedby')).toBe('test-documentNumber-error');
    expect(document.getElementById('test-documentNumber-error')?.textContent).toBe('To pole jest wymagane');
    expect(document.activeElement).toBe(type);
  });

  it('hands on the chosen type and the typed number inside the form values', async () => {
    await renderFields(EMPTY, {}, ({ bind }) => {
      const identity = bind.group('document');
      return <DocumentFields type={identity('type')} number={identity('number')} dictionary="anonymous" />;
    });
    await screen.findByRole('option', { name: 'Paszport' });
    await userEvent.selectOptions(screen.getByLabelText('Rodzaj dokumentu'), 'Paszport');
    await userEvent.type(screen.getByLabelText('Numer dokumentu'), 'AB1');
    expect(JSON.parse(screen.getByTestId('values').textContent ?? '')).toEqual({
      document: { type: 'PASSPORT', number: 'AB1' },
    });
  });
});
