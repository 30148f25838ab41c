import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Action } from '@wizyta/core';
import { describe, expect, it } from 'vitest';
import { ConsentFields } from './ConsentFields';
import { renderFields } from './testing/renderFields';

const NONE = { marketingAgreement: false, commercialAgreement: false };
const MARKETING = /Zgadzam się na otrzymywanie informacji marketingowych/;
const COMMERCIAL = /Zgadzam się na otrzymywanie informacji handlowych/;

describe('ConsentFields', () => {
  it('shows only the consents the brand asks for, marked optional', async () => {
    const allowed = (action: Action) => action === 'TRADE_AGREEMENT';
    await renderFields(NONE, {}, ({ fields, values, setValues }) => (
      <ConsentFields fields={fields} allowed={allowed} value={values} onChange={setValues} />
    ));
    expect(screen.queryByRole('checkbox', { name: MARKETING })).toBeNull();
    const commercial = screen.getByRole('checkbox', { name: COMMERCIAL }) as HTMLInputElement;
    expect(commercial.id).toBe('test-commercialAgreement');
    expect(commercial.required).toBe(false);
    expect(screen.getByText(/handlowych/).textContent).toContain('(dobrowolne)');
  });

  it('hands on each consent ticked, keeping the other', async () => {
    await renderFields({ marketingAgreement: false, commercialAgreement: true }, {}, (form) => (
      <ConsentFields
        fields={form.fields}
        allowed={() => true}
        value={form.values}
        onChange={form.setValues}
      />
    ));
    await userEvent.click(screen.getByRole('checkbox', { name: MARKETING }));
    expect(JSON.parse(screen.getByTestId('values').textContent ?? '')).toEqual({
      marketingAgreement: true,
      commercialAgreement: true,
    });
  });

  it('shows an error tied to its box', async () => {
    await renderFields(NONE, { marketingAgreement: 'validation.invalid' }, (form) => (
      <ConsentFields
        fields={form.fields}
        allowed={() => true}
        value={form.values}
        onChange={form.setValues}
      />
    ));
    await userEvent.click(screen.getByRole('button', { name: 'check' }));
    const marketing = screen.getByRole('checkbox', { name: MARKETING });
    expect(marketing.getAttribute('aria-invalid')).toBe('true');
    expect(marketing.getAttribute('aria-describedby')).toBe('test-marketingAgreement-error');
    expect(document.getElementById('test-marketingAgreement-error')?.textContent).toBe(
      'Sprawdź wartość tego pola',
    );
    expect(document.activeElement).toBe(marketing);
  });
});
