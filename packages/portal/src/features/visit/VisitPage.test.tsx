import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testFile } from '../../components/testing/renderWithApp';
import VisitPage from './VisitPage';

const PDF = new TextEncoder().encode('%PDF-1.4\n%sample\n');
const uploads = (requests: readonly string[]) =>
  requests.filter((r) => r.startsWith('POST /patient-portal/api/documentation/'));

let clicked: HTMLAnchorElement[] = [];
beforeEach(() => {
  clicked = [];
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/plik');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
});
afterEach(() => vi.restoreAllMocks());

function visitAt(id: string, query = '') {
  return { path: '/visit/:id', url: `/visit/${id}${query}` };
}

describe('VisitPage', () => {
  it('shows everything about the visit and its documents, sortable and paged', async () => {
    await renderWithApp(<VisitPage />, visitAt('w-1002'));
    expect(screen.getByRole('heading', { level: 1, name: 'Szczegóły wizyty' })).toBeTruthy();
    expect(await screen.findByText('Wideo')).toBeTruthy();
    expect(screen.getAllByText('Zakończona').length).toBe(2); // the status and the finishedAt term
    expect(screen.getByRole('link', { name: 'Czat z lekarzem' }).getAttribute('href')).toBe('/chat/w-1002');
    const table = await screen.findByRole('table', { name: /Dokumenty wizyty, strona 1 z 1/ });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const header = within(table).getByRole('columnheader', { name: /Nazwa pliku/ });
    await userEvent.click(within(header).getByRole('button'));
    const sorted = await screen.findByRole('table', { name: /Nazwa pliku rosnąco/ });
    const names = within(sorted)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(names).toEqual(['wynik-ekg.pdf', 'zalecenia-kardiologiczne.pdf', 'zdjecie-wysypki.png']);
    expect(
      within(sorted)
        .getByRole('columnheader', { name: /Nazwa pliku/ })
        .getAttribute('aria-sort'),
    ).toBe('ascending');
  });

  it('says whose each document is on a parent-and-child visit', async () => {
    await renderWithApp(<VisitPage />, visitAt('test'));
    const table = await screen.findByRole('table', { name: /Dokumenty wizyty/ });
    const whose = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((row) => row.querySelector('td')?.textContent === name)
        ?.querySelector('td[data-label="Pacjent"]')?.textContent;
    expect(within(table).getByRole('columnheader', { name: 'Pacjent' })).toBeTruthy();
    expect(whose('skierowanie-pediatra.pdf')).toBe('Zofia Kowalska');
    expect(whose('karta-szczepien.png')).toBe('Zofia Kowalska');
    expect(whose('zwolnienie-opiekuna.pdf')).toBe('Anna Kowalska');
  });

  it('says a finished visit paid online is paid, not due', async () => {
    await renderWithApp(<VisitPage />, visitAt('w-1001'));
    expect(await screen.findByText('Online — opłacona (150,00 zł)')).toBeTruthy();
    expect(screen.queryByText(/nieopłacona/)).toBeNull();
  });

  it('names the clinic of the seeded stationary visit, and its refund', async () => {
    await renderWithApp(<VisitPage />, visitAt('w-1009'));
    const clinic = await screen.findByRole('region', { name: 'Gdzie odbędzie się wizyta' });
    expect(within(clinic).getByText('Placówka Mokotów')).toBeTruthy();
    expect(within(clinic).getByText('ul. Puławska 145, 02-715 Warszawa')).toBeTruthy();
    expect(within(clinic).getByRole('link', { name: '+48 221002030' }).getAttribute('href')).toBe(
      'tel:+48221002030',
    );
    expect(screen.getByText(/^Online — opłacona/)).toBeTruthy();
    expect(screen.getByText(/^Zwrot .+: wykonany\.$/)).toBeTruthy();
  });

  it('shows no patient column for a visit of one patient', async () => {
    await renderWithApp(<VisitPage />, visitAt('w-1001'));
    const table = await screen.findByRole('table', { name: /Dokumenty wizyty/ });
    expect(within(table).queryByRole('columnheader', { name: 'Pacjent' })).toBeNull();
  });

  it('shows 4678 with a retry for a visit that cannot be loaded', async () => {
    await renderWithApp(<VisitPage />, visitAt('nie-ma-takiej'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Błąd 4678');
    expect(within(alert).getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });

  it('shows 4955 with a retry when the visit loads but its patients do not', async () => {
    await renderWithApp(<VisitPage />, {
      ...visitAt('w-1001'),
      intercept: (request) =>
        new URL(request.url).pathname.endsWith('/patients')
          ? new Response(JSON.stringify({ message: 'awaria' }), { status: 500 })
          : undefined,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Błąd 4955');
    expect(within(alert).getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
  });

  it('downloads a document through the API with the token, via a revoked object URL', async () => {
    const view = await renderWithApp(<VisitPage />, visitAt('w-1001'));
    await userEvent.click(await screen.findByRole('button', { name: 'Pobierz wyniki-morfologii.pdf' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('wyniki-morfologii.pdf');
    expect(vi.mocked(URL.createObjectURL).mock.calls[0]?.[0]).toBeInstanceOf(Blob);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/plik'), {
      timeout: 3000,
    });
    expect(view.requests.some((r) => r.startsWith('GET /patient-portal/api/documentation/download/'))).toBe(
      true,
    );
  });

  it('offers the invoice of a visit paid online with invoice data, and downloads it', async () => {
    const first = await renderWithApp(<VisitPage />, visitAt('w-1003'));
    await screen.findByText('Wideo');
    // Paid, but booked without invoice data: nothing to download.
    expect(screen.queryByRole('button', { name: 'Pobierz fakturę (PDF)' })).toBeNull();
    first.unmount();

    const { api } = first;
    const hold = await api.reserveFirstAvailable({
      body: {
        specializationId: 1,
        dateTimeTo: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
        appointmentType: 'CALL',
        adultsCount: 1,
        childrenCount: 0,
      },
    });
    const { appointmentId } = await api.createAppointment({
      body: {
        slotReservationId: hold.id,
        paymentType: 'ONLINE',
        forNfz: false,
        email: 'anna.kowalska@example.com',
        phoneNumber: { prefix: '+48', number: '500100200' },
        address: { city: 'Kraków', postCode: '31-042', streetName: 'Floriańska', streetNumber: '15' },
        patients: [{ type: 'ADULT', firstName: 'Anna', lastName: 'Kowalska' }],
        // Invoice data as the payment step sends it (the sample backend's tests use the same company).
        invoice: {
          firstName: 'Anna',
          lastName: 'Kowalska',
          companyName: 'Kowalska Sp. z o.o.',
          nip: '5260250274',
          city: 'Kraków',
          postCode: '31-042',
          streetName: 'Floriańska',
          streetNumber: '15',
        },
      },
    });
    const redirect = await api.getPaymentRedirect({ query: { appointmentId } });
    const form = new URLSearchParams({ payment: redirect.redirectParams.payment ?? '', decision: 'pay' });
    await first.backend.fetch(new Request(redirect.redirectUrl, { method: 'POST', body: form }));

    const view = await renderWithApp(<VisitPage />, { ...visitAt(appointmentId), backend: first.backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Pobierz fakturę (PDF)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe(`faktura-${appointmentId}.pdf`);
    expect(view.requests).toContain(`GET /patient-portal/api/appointments/${appointmentId}/invoice`);
  });

  it('opens and focuses the uploader for showAddDocuments, shows progress, and lists the upload', async () => {
    const view = await renderWithApp(<VisitPage />, visitAt('w-1001', '?showAddDocuments=true'));
    const input = await screen.findByLabelText('Plik (PDF, JPG, JPEG lub PNG, do 10 MB)');
    await waitFor(() => expect(document.activeElement).toBe(input));
    await userEvent.upload(input, await testFile(PDF, 'wynik.pdf', 'application/pdf'));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    view.intercept(async (request) => {
      if (request.method === 'POST') await held;
      return undefined;
    });
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij plik' }));
    const progress = await screen.findByRole('progressbar', { name: 'Postęp wysyłania pliku wynik.pdf' });
    expect(progress.getAttribute('max')).toBe('100');
    expect(screen.getByRole('button', { name: 'Anuluj wysyłanie' })).toBeTruthy();
    release();
    expect(await screen.findByText('Dodano plik wynik.pdf.')).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'wynik.pdf' })).toBeTruthy();
  });

  it('refuses an 11 MB file and a renamed executable before sending anything', async () => {
    const view = await renderWithApp(<VisitPage />, visitAt('w-1001', '?showAddDocuments=true'));
    const input = await screen.findByLabelText(/^Plik/);
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(PDF);
    await userEvent.upload(input, await testFile(big, 'duzy.pdf', 'application/pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nie możemy dodać pliku duzy.pdf: Plik jest większy niż 10 MB',
    );
    await waitFor(() => expect(view.toasts().some((t) => t.startsWith('Błąd 4133'))).toBe(true));
    const exe = new TextEncoder().encode('MZ\x90\x00\x03\x00\x00\x00\x04\x00');
    await userEvent.upload(input, await testFile(exe, 'faktura.pdf', 'application/pdf'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Zawartość pliku nie odpowiada jego rozszerzeniu',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij plik' }));
    expect(screen.getByText('Najpierw wybierz plik.')).toBeTruthy();
    expect(uploads(view.requests)).toEqual([]);
  });

  it('cancels an upload in flight and retries a failed one', async () => {
    const view = await renderWithApp(<VisitPage />, visitAt('w-1001', '?showAddDocuments=true'));
    const input = await screen.findByLabelText(/^Plik/);
    await userEvent.upload(input, await testFile(PDF, 'skan.pdf', 'application/pdf'));
    view.intercept((request) =>
      request.method === 'POST'
        ? new Promise<Response>((_, reject) =>
            request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          )
        : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij plik' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Anuluj wysyłanie' }));
    expect(await screen.findByText('Wysyłanie pliku skan.pdf anulowano.')).toBeTruthy();

    view.intercept((request) =>
      request.method === 'POST' ? Response.json({ code: 4003, message: 'x' }, { status: 500 }) : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij plik' }));
    expect(await screen.findByText(/Nie udało się wysłać pliku skan.pdf/)).toBeTruthy();
    view.intercept(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij ponownie' }));
    expect(await screen.findByText('Dodano plik skan.pdf.')).toBeTruthy();
  });

  it('lets the doctor generate the documentation and get it as a PDF download (never a page of the portal)', async () => {
    await renderWithApp(<VisitPage />, { ...visitAt('w-1001'), account: 'lekarz' });
    const patients = await screen.findByRole('region', { name: 'Pacjenci wizyty' });
    expect(within(patients).getByText('Anna Kowalska')).toBeTruthy();
    expect(within(patients).queryByRole('button', { name: /Otwórz dokumentację/ })).toBeNull();
    await userEvent.click(
      within(patients).getByRole('button', { name: 'Generuj dokumentację, Anna Kowalska' }),
    );
    expect(await within(patients).findByText('Dokumentacja dla: Anna Kowalska jest gotowa.')).toBeTruthy();
    await userEvent.click(
      within(patients).getByRole('button', { name: 'Otwórz dokumentację (PDF), Anna Kowalska' }),
    );
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.target).toBe('');
    expect(clicked[0]?.download).toMatch(/^dokumentacja-w-1001-.+\.pdf$/);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(await screen.findByRole('cell', { name: /^dokumentacja-w-1001/ })).toBeTruthy();
  });
});
