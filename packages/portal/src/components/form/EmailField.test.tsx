import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EmailField } from './EmailField';
import { renderFields } from './testing/renderFields';

const check = () => userEvent.click(screen.getByRole('button', { name: 'check' }));

describe('EmailField', () => {
  it('is a required e-mail input labelled from the catalogue', async () => {
    await renderFields({ email: '' }, {}, ({ bind }) => <EmailField {...bind('email')} />);
    const input = screen.getByLabelText('Adres e-mail (wymagane)') as HTMLInputElement;
    expect(input.id).toBe('test-email');
    expect(input.type).toBe('email');
    expect(input.autocomplete).toBe('email');
    expect(input.required).toBe(true);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows its error, tied by aria-describedby, takes focus, and drops the error when edited', async () => {
    await renderFields({ email: 'jan@' }, { email: 'validation.emailInvalid' }, ({ bind }) => (
      <EmailField {...bind('email')} />
    ));
    await check();
    const input = screen.getByLabelText('Adres e-mail', { exact: false }) as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('test-email-error');
    expect(document.getElementById('test-email-error')?.textContent).toBe(
      'Podaj prawidłowy adres e-mail, np. jan.kowalski@example.pl',
    );
    expect(document.activeElement).toBe(input);

    await userEvent.type(input, 'example.pl');
    expect(input.value).toBe('jan@example.pl');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById('test-email-error')).toBeNull();
  });

  it('read-only, describes itself by its hint and its error', async () => {
    await renderFields({ email: 'jan@example.pl' }, { email: 'validation.required' }, ({ bind }) => (
      <EmailField {...bind('email')} readOnly hint="Zmienisz go u partnera." />
    ));
    await check();
    const input = screen.getByLabelText('Adres e-mail', { exact: false }) as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    expect(input.getAttribute('aria-describedby')).toBe('test-email-error test-email-hint');
    expect(document.getElementById('test-email-hint')?.textContent).toBe('Zmienisz go u partnera.');
  });
});
