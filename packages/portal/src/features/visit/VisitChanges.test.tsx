import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient } from '@wizyta/core';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../components/testing/renderWithApp';
import VisitPage from './VisitPage';

const DAY = 24 * 3600 * 1000;

/**
 * Books, as pacjent, the first free visit from a day ahead (past any cut-off) — with `doctorId`,
 * the first of that doctor's (the house-visit internists take turns by the hour, so the first free
 * one is another doctor's at some hours of the day): its id.
 */
function reserveFrom(api: ApiClient, type: 'CALL' | 'HOUSE', from: number) {
  return api.reserveFirstAvailable({
    body: {
      specializationId: type === 'HOUSE' ? 0 : 1,
      appointmentType: type,
      dateTimeFrom: new Date(from).toISOString(),
      dateTimeTo: new Date(from + 7 * DAY).toISOString(),
      adultsCount: 1,
      childrenCount: 0,
      ...(type === 'HOUSE' ? { city: 7 } : {}),
    },
  });
}

async function bookAhead(api: ApiClient, type: 'CALL' | 'HOUSE', doctorId?: string): Promise<string> {
  let from = Date.now() + DAY;
  let hold = await reserveFrom(api, type, from);
  for (let tries = 0; doctorId !== undefined && hold.doctor.id !== doctorId; tries += 1) {
    if (tries === 20) throw new Error(`no free ${type} visit of ${doctorId} in 20 tries`);
    from = Date.parse(hold.start) + 60_000;
    hold = await reserveFrom(api, type, from);
  }
  const { appointmentId } = await api.createAppointment({
    body: {
      slotReservationId: hold.id,
      paymentType: 'CASH',
      forNfz: false,
      email: 'anna.kowalska@example.com',
      phoneNumber: { prefix: '+48', number: '500100200' },
      address: {
        city: 'Warszawa',
        postCode: '00-001',
        streetName: 'Marszałkowska',
        streetNumber: '1',
        flatNumber: '12',
        additionalInfo: 'Domofon 12, drugie piętro',
      },
      patients: [{ type: 'ADULT', firstName: 'Anna', lastName: 'Kowalska', birthDate: '1985-04-12' }],
      symptoms: ['DYSPNEA'],
      countryId: 1,
      languageId: 1,
    },
  });
  return appointmentId;
}

const visitAt = (id: string) => ({ path: '/visit/:id', url: `/visit/${id}` });

describe('VisitPage: what was booked, cancel and a new time', () => {
  it('shows the patient what was booked, with the invoice data, and until when it can change', async () => {
    await renderWithApp(<VisitPage />, visitAt('w-1003'));
    const booked = await screen.findByRole('region', { name: 'Dane z rezerwacji' });
    expect(within(booked).getByText('Zmęczenie')).toBeTruthy();
    expect(within(booked).getByText('Kołatanie serca wieczorem, od tygodnia.')).toBeTruthy();
    expect(within(booked).getByText(/Anna Kowalska \(dorosły, ur\. /)).toBeTruthy();
    expect(screen.getByText(/^Wizytę możesz odwołać do /)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zmień termin' }).getAttribute('href')).toBe(
      '/visit/w-1003/reschedule',
    );
  });

  it('cancels after "Tak, odwołaj wizytę": the status changes, focus goes to the heading', async () => {
    const first = await renderWithApp(<div />);
    const id = await bookAhead(first.api, 'CALL');
    first.unmount();
    const view = await renderWithApp(<VisitPage />, { ...visitAt(id), backend: first.backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Odwołaj wizytę' }));
    const dialog = screen.getByRole('dialog', { name: 'Odwołać wizytę?' });
    expect(within(dialog).getByText(/nic nie pobraliśmy/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Nie' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, odwołaj wizytę' }));
    await waitFor(() => expect(screen.getAllByText('Odwołana przez pacjenta').length).toBeGreaterThan(0));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Odwołaj wizytę' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 1, name: 'Szczegóły wizyty' }),
      ),
    );
    expect(view.toasts()).toContain('Wizyta została odwołana.');
    expect(view.requests).toContain(`POST /patient-portal/api/appointments/${id}/cancel`);
  });

  it('says a fresh cash booking is booked and to be paid at the visit, never "Opłacona"', async () => {
    const first = await renderWithApp(<div />);
    const id = await bookAhead(first.api, 'CALL');
    first.unmount();
    await renderWithApp(<VisitPage />, { ...visitAt(id), backend: first.backend });
    expect(await screen.findByText('Zarezerwowana')).toBeTruthy();
    expect(screen.getByText(/^Gotówką u lekarza — do zapłaty \d+,00\s*zł przy wizycie$/)).toBeTruthy();
    expect(screen.queryByText('Opłacona')).toBeNull();
  });

  it('keeps the visit when the patient answers "Nie"', async () => {
    const first = await renderWithApp(<div />);
    const id = await bookAhead(first.api, 'CALL');
    first.unmount();
    const view = await renderWithApp(<VisitPage />, { ...visitAt(id), backend: first.backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Odwołaj wizytę' }));
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(view.requests.some((r) => r.endsWith('/cancel'))).toBe(false);
  });

  it('shows the doctor a house visit’s address and entry information first, no invoice, no change', async () => {
    const first = await renderWithApp(<div />);
    // `lekarz` is lek-01 (the seed's only doctor account): the visit must be theirs.
    const id = await bookAhead(first.api, 'HOUSE', 'lek-01');
    first.unmount();
    await renderWithApp(<VisitPage />, { ...visitAt(id), account: 'lekarz', backend: first.backend });
    const address = await screen.findByRole('region', { name: 'Adres wizyty domowej' });
    expect(within(address).getByText('Marszałkowska 1/12, 00-001 Warszawa')).toBeTruthy();
    expect(within(address).getByText('Domofon 12, drugie piętro')).toBeTruthy();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.compareDocumentPosition(address) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      address.compareDocumentPosition(screen.getByText('Status')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const booked = screen.getByRole('region', { name: 'Dane z rezerwacji' });
    expect(within(booked).getByText('Duszność')).toBeTruthy();
    expect(within(booked).queryByText('Dane do faktury')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Odwołaj wizytę' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Zmień termin' })).toBeNull();
  });
});
