import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError } from '@wizyta/core';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/createTestApp';
import { renderWithShell } from '../../testing/renderWithShell';
import AgreementsPage from './AgreementsPage';
import { agreementsTarget } from './agreementsTarget';

const URL = `/agreements?redirectedFrom=${encodeURIComponent('/visit/w-1001?showAddDocuments=true')}`;

describe('AgreementsPage', () => {
  it('requires the terms: a Polish message on the box, which gets focus, and nothing sent', async () => {
    const { app } = await createTestApp({ account: 'nowy' });
    renderWithShell(app, <AgreementsPage />, URL);
    await userEvent.click(screen.getByRole('button', { name: 'Akceptuję i przechodzę dalej' }));
    const terms = screen.getByRole('checkbox', { name: /Akceptuję regulamin serwisu/ });
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(terms.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Akceptacja regulaminu jest wymagana',
    );
    expect(document.activeElement).toBe(terms);
    expect(app.session.getState().termsAccepted).toBe(false);
  });

  it('accepts the terms and the optional consents, reloads the profile and goes where the patient was going', async () => {
    const { app } = await createTestApp({ account: 'nowy' });
    const shell = renderWithShell(app, <AgreementsPage />, URL);
    expect(screen.getByRole('link', { name: /Przeczytaj regulamin/ }).getAttribute('href')).toBe(
      '/documents/regulamin.pdf',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin serwisu/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /informacji marketingowych/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Akceptuję i przechodzę dalej' }));
    await waitFor(() => expect(shell.location()).toBe('/visit/w-1001?showAddDocuments=true'));
    expect(app.session.getState().termsAccepted).toBe(true);
    const stored = await app.api.getPatientProfile();
    expect(stored).toMatchObject({
      termsAgreement: true,
      marketingAgreement: true,
      commercialAgreement: false,
    });
    expect(stored.consentsVersion).toBe((await app.api.getConsents()).version);
  });

  it('keeps the choices and shows the error when the call fails', async () => {
    const { app } = await createTestApp({ account: 'nowy' });
    const api = { ...app.api, acceptAgreements: () => Promise.reject(new AppError(4214)) };
    const shell = renderWithShell({ ...app, api }, <AgreementsPage />, URL);
    await userEvent.click(screen.getByRole('checkbox', { name: /Akceptuję regulamin serwisu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Akceptuję i przechodzę dalej' }));
    await waitFor(() => expect(shell.toasts.list().map((toast) => toast.text)).toHaveLength(1));
    expect(shell.toasts.list()[0]?.text).toBe('Błąd 4214: Nie udało się zapisać zmian.');
    expect(
      (screen.getByRole('checkbox', { name: /Akceptuję regulamin serwisu/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(shell.location()).toBe(URL);
  });

  it('asks an insurer brand (welbi) for the terms only', async () => {
    const { app } = await createTestApp({ account: 'nowy', type: 'welbi' });
    renderWithShell(app, <AgreementsPage />, '/agreements');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Przeczytaj regulamin/ }).getAttribute('href')).toBe(
      '/b/welbi/documents/welbi-regulamin.pdf',
    );
  });
});

describe('agreementsTarget', () => {
  it.each([
    ['/visit/1', '/visit/1'],
    ['/make-appointment?nfzChoosen=true', '/make-appointment?nfzChoosen=true'],
    [null, '/'],
    ['//evil.example', '/'],
    ['https://evil.example/', '/'],
    ['/agreements?redirectedFrom=/x', '/'],
  ])('%s → %s', (from, to) => {
    expect(agreementsTarget(from)).toBe(to);
  });
});
