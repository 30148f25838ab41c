import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError } from '@wizyta/core';
import { describe, expect, it } from 'vitest';
import { useToast } from '../../shared/useToast';
import { createTestApp } from '../../testing/createTestApp';
import { renderWithShell } from '../../testing/renderWithShell';
import { Toasts } from './Toasts';

let toast: ReturnType<typeof useToast> | null = null;
function ToastHandle() {
  toast = useToast();
  return null;
}

async function renderToasts() {
  const { app } = await createTestApp({ account: 'pacjent' });
  renderWithShell(
    app,
    <>
      <ToastHandle />
      <Toasts />
    </>,
  );
  const region = screen.getByRole('region', { name: 'Powiadomienia' });
  return { region, show: toast as NonNullable<typeof toast> };
}

describe('Toasts', () => {
  it('is a polite live region present before any toast', async () => {
    const { region } = await renderToasts();
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error as an alert with its code and catalogue text', async () => {
    const { show } = await renderToasts();
    act(() => show.error(new AppError(4311)));
    expect(screen.getByRole('alert').textContent).toMatch(/^Błąd 4311: Sesja wygasła/);
  });

  it('turns an unknown failure into 4982 and shows a named error without a code', async () => {
    const { show } = await renderToasts();
    act(() => show.error(new Error('boom')));
    act(() => show.error(new AppError('SLOT_TAKEN')));
    const [unexpected, named] = screen.getAllByRole('alert');
    expect(unexpected?.textContent).toMatch(/^Błąd 4982: /);
    expect(named?.textContent).not.toMatch(/Błąd/);
  });

  it('does not stack the same message twice', async () => {
    const { show } = await renderToasts();
    act(() => {
      show.error(new AppError(4311));
      show.error(new AppError(4311));
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('is dismissed by keyboard', async () => {
    const { show } = await renderToasts();
    act(() => show.info('Zapisano'));
    expect(screen.getByRole('status').textContent).toContain('Zapisano');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zamknij powiadomienie' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
