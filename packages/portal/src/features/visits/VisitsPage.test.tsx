// @vitest-environment-options {"url": "http://localhost:8080/"}
// The portal is served from the sample backend's origin, the only one its payment gateway returns to.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { leaveForPayment } from '../../components/leaveForPayment';
import { renderWithApp } from '../../components/testing/renderWithApp';
import VisitsPage from './VisitsPage';

vi.mock('../../components/leaveForPayment', () => ({ leaveForPayment: vi.fn() }));

function rowOf(table: HTMLElement, text: string): HTMLElement {
  const row = within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(text));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}

describe('VisitsPage', () => {
  it('shows 12 visits over two pages of 10, with Polish labels and Warsaw times', async () => {
    const view = await renderWithApp(<VisitsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Moje wizyty' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: /strona 1 z 2/ });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByText('Zakończona').length).toBeGreaterThan(0);
    expect(view.requests.map(decodeURIComponent)).toContain(
      'GET /patient-portal/api/appointments?page=0&pageSize=10&sort=appointmentAt,DESC',
    );
    const nav = screen.getByRole('navigation', { name: 'Strony listy' });
    expect(within(nav).getByRole('link', { name: 'Strona 1' }).getAttribute('aria-current')).toBe('page');

    await userEvent.click(within(nav).getByRole('link', { name: 'Strona 2' }));
    const second = await screen.findByRole('table', { name: /strona 2 z 2/ });
    expect(within(second).getAllByRole('row')).toHaveLength(3);
    expect(view.location()).toBe('/?page=2&sort=appointmentAt%2CDESC');
  });

  it('sorts by date from the column header and keeps the order in the URL', async () => {
    const view = await renderWithApp(<VisitsPage />, { url: '/?page=2&sort=appointmentAt,DESC' });
    await screen.findByRole('table', { name: /strona 2 z 2/ });
    const header = screen.getByRole('columnheader', { name: /Termin/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(within(header).getByRole('button'));
    await screen.findByRole('table', { name: /strona 1 z 2, posortowane: Termin rosnąco/ });
    expect(view.location()).toBe('/?page=1&sort=appointmentAt%2CASC');
    expect(screen.getByRole('columnheader', { name: /Termin/ }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Lekarz/ })).getByRole('button'));
    await waitFor(() => expect(view.location()).toBe('/?page=1&sort=doctor%2CASC'));
  });

  it('shows 4398 with a retry when the list fails, and the list after the retry', async () => {
    const view = await renderWithApp(<VisitsPage />);
    await screen.findByRole('table');
    view.intercept((request) =>
      request.url.includes('/appointments?')
        ? Response.json({ code: 4398, message: 'x' }, { status: 500 })
        : undefined,
    );
    await userEvent.click(within(screen.getByRole('navigation')).getByRole('link', { name: 'Strona 2' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Błąd 4398');
    view.intercept(undefined);
    await userEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('table', { name: /strona 2 z 2/ })).toBeTruthy();
  });

  it('shows the empty state with a way to book', async () => {
    const view = await renderWithApp(<VisitsPage />, { url: '/?page=1' });
    await screen.findByRole('table');
    view.intercept((request) =>
      request.url.includes('/appointments?')
        ? Response.json({ content: [], totalElements: 0, size: 10, pageable: { pageNumber: 0 } })
        : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    expect(await screen.findByText('Nie masz jeszcze żadnych wizyt.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Umów wizytę' }).getAttribute('href')).toBe('/make-appointment');
  });

  it('offers the action each status allows', async () => {
    const view = await renderWithApp(<VisitsPage />);
    const table = await screen.findByRole('table');
    // w-1006: WAITING_FOR_PAYMENT → pay again leaves for the gateway.
    const unpaid = rowOf(table, 'Oczekuje na płatność');
    await userEvent.click(within(unpaid).getByRole('button', { name: /Zapłać ponownie/ }));
    await waitFor(() => expect(leaveForPayment).toHaveBeenCalledTimes(1));
    // A POST of the hand-off's fields to the gateway, the secret in the body, never in the address.
    const [gateway, fields] = vi.mocked(leaveForPayment).mock.calls[0] ?? [];
    expect(gateway).toBe('http://localhost:8080/pay');
    expect(fields).toMatchObject({ payment: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(
      view.requests.some((r) =>
        r.startsWith('GET /patient-portal/api/payment/redirect?appointmentId=w-1006'),
      ),
    ).toBe(true);
    // The gateway returns to this deployment's result page, brand path and all.
    const call = view.requests.find((r) => r.includes('payment/redirect')) ?? '';
    expect(new URLSearchParams(call.split('?')[1]).get('returnUrl')).toBe(
      'http://localhost:8080/appointment/w-1006/result',
    );
    // w-1007: a chat visit in progress now → join.
    const chat = rowOf(table, 'W analizie');
    expect(
      within(chat)
        .getByRole('link', { name: /Dołącz do konsultacji/ })
        .getAttribute('href'),
    ).toBe('/consultation/w-1007');
    // w-1001 finished 2 h ago → ask until the window closes, and add documents.
    const links = within(table).getAllByRole('link', { name: /Zadaj pytanie lekarzowi/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/chat/w-1001']);
    expect(
      within(table)
        .getAllByRole('link', { name: /Dodaj dokumenty/ })[0]
        ?.getAttribute('href'),
    ).toMatch(/^\/visit\/[^?]+\?showAddDocuments=true$/);
    // w-1005: the prescription visit lives on a trusted origin → opens in place.
    const prescription = within(table).getByRole('link', { name: /Otwórz wizytę receptową/ });
    expect(prescription.getAttribute('href')).toMatch(/\/recepta\/w-1005$/);
    expect(prescription.getAttribute('target')).toBeNull();
    // Cancelled visits offer nothing but their details.
    const cancelled = rowOf(table, 'Odwołana przez pacjenta');
    expect(
      within(cancelled)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([expect.stringContaining('Szczegóły wizyty')]);
  });

  it('shows the doctor their visits with the patients instead of the doctor', async () => {
    await renderWithApp(<VisitsPage />, { account: 'lekarz' });
    expect(screen.getByRole('heading', { level: 1, name: 'Wizyty moich pacjentów' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Pacjent' })).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: /Lekarz/ })).toBeNull();
    await waitFor(() => expect(within(table).getAllByText('Anna Kowalska').length).toBeGreaterThan(0));
    expect(within(table).queryByRole('button', { name: /Zapłać/ })).toBeNull();
    expect(
      within(table)
        .getByRole('link', { name: /Odpowiedz na pytanie/ })
        .getAttribute('href'),
    ).toBe('/chat/w-1001');
  });
});
