import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/renderWithApp';
import { FormActions } from './FormActions';

describe('FormActions', () => {
  it('is the submit button, with no alert while the form has no errors', async () => {
    await renderWithApp(<FormActions label="Zapisz" busyLabel="Zapisywanie…" busy={false} invalid={false} />);
    const button = screen.getByRole('button', { name: 'Zapisz' }) as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the form has errors, from the catalogue', async () => {
    await renderWithApp(<FormActions label="Zapisz" busyLabel="Zapisywanie…" busy={false} invalid />);
    expect(screen.getByRole('alert').textContent).toBe('Formularz zawiera błędy. Popraw zaznaczone pola.');
  });

  it('is disabled and says so while busy', async () => {
    await renderWithApp(<FormActions label="Zapisz" busyLabel="Zapisywanie…" busy />);
    const button = screen.getByRole('button', { name: 'Zapisywanie…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
