import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_STORAGE_KEY } from '@wizyta/core';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/createTestApp';
import { renderWithShell } from '../../testing/renderWithShell';
import NfzVisitTypePage from './NfzVisitTypePage';

async function nfzPatient() {
  const test = await createTestApp();
  const phone = { prefix: '+48', number: '500100204' };
  await test.app.session.startSmsLogin(phone);
  await test.app.session.verifySmsLogin(phone, '123456');
  return test.app;
}

describe('NfzVisitTypePage', () => {
  it('offers a basic visit from 79 zł and an NFZ visit at 0 zł, and clears the held order', async () => {
    sessionStorage.setItem(ORDER_STORAGE_KEY, JSON.stringify({ id: 'old-order' }));
    const app = await nfzPatient();
    renderWithShell(app, <NfzVisitTypePage />, '/nfz-visit-type');
    expect(screen.getByRole('heading', { level: 2, name: 'Wizyta podstawowa' })).toBeTruthy();
    expect(screen.getByText('od 79,00 zł')).toBeTruthy();
    expect(screen.getByText('0,00 zł')).toBeTruthy();
    expect(sessionStorage.getItem(ORDER_STORAGE_KEY)).toBeNull();
  });

  it('leads to an NFZ search', async () => {
    const app = await nfzPatient();
    const shell = renderWithShell(app, <NfzVisitTypePage />, '/nfz-visit-type');
    await userEvent.click(screen.getByRole('button', { name: 'Wybieram wizytę NFZ' }));
    await waitFor(() => expect(shell.location()).toBe('/make-appointment?nfzChoosen=true'));
  });

  it('leads to a basic search', async () => {
    const app = await nfzPatient();
    const shell = renderWithShell(app, <NfzVisitTypePage />, '/nfz-visit-type');
    await userEvent.click(screen.getByRole('button', { name: 'Wybieram wizytę podstawową' }));
    await waitFor(() => expect(shell.location()).toBe('/make-appointment?nfzChoosen=false'));
  });

  it('tells a patient without an NFZ declaration how the free visit becomes available', async () => {
    const { app } = await createTestApp({ account: 'pacjent' });
    renderWithShell(app, <NfzVisitTypePage />, '/nfz-visit-type');
    expect(screen.queryByRole('button', { name: 'Wybieram wizytę NFZ' })).toBeNull();
    expect(screen.getByText(/po złożeniu u nas deklaracji/)).toBeTruthy();
    const declare = screen.getByRole('link', { name: /^Złóż deklarację wyboru lekarza POZ/ });
    expect(declare.getAttribute('href')).toBe('https://pacjent.gov.pl/');
    expect(declare.textContent).toContain('(otwiera się w nowej karcie)');
  });

  it('offers no declaration link where the deployment has no nfzDeclarationUrl', async () => {
    const { app } = await createTestApp({ account: 'pacjent', config: { nfzDeclarationUrl: undefined } });
    renderWithShell(app, <NfzVisitTypePage />, '/nfz-visit-type');
    expect(screen.queryByRole('link', { name: /Złóż deklarację/ })).toBeNull();
  });
});
