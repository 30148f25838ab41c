import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toWarsawDay } from '@wizyta/core';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../components/testing/renderWithApp';
import ReschedulePage from './ReschedulePage';

const DAY = 24 * 3600 * 1000;

/** pacjent's cash call booked for the first free time from a day ahead, on a fresh backend. */
async function booked() {
  const first = await renderWithApp(<div />);
  const hold = await first.api.reserveFirstAvailable({
    body: {
      specializationId: 1,
      appointmentType: 'CALL',
      dateTimeFrom: new Date(Date.now() + DAY).toISOString(),
      dateTimeTo: new Date(Date.now() + 7 * DAY).toISOString(),
      adultsCount: 1,
      childrenCount: 0,
    },
  });
  const { appointmentId } = await first.api.createAppointment({
    body: {
      slotReservationId: hold.id,
      paymentType: 'CASH',
      forNfz: false,
      email: 'anna.kowalska@example.com',
      phoneNumber: { prefix: '+48', number: '500100200' },
      address: { city: 'Warszawa', postCode: '00-001', streetName: 'Marszałkowska', streetNumber: '1' },
      patients: [{ type: 'ADULT', firstName: 'Anna', lastName: 'Kowalska' }],
    },
  });
  first.unmount();
  return { backend: first.backend, id: appointmentId, start: hold.start };
}

const page = (
  <Routes>
    <Route path="/visit/:id/reschedule" element={<ReschedulePage />} />
    <Route path="/visit/:id" element={<p>strona wizyty</p>} />
  </Routes>
);

describe('ReschedulePage', () => {
  it('finds a new time of the same kind, holds it, and moves the visit on confirmation', async () => {
    const { backend, id, start } = await booked();
    const view = await renderWithApp(page, { path: '/*', url: `/visit/${id}/reschedule`, backend });
    expect(await screen.findByText(/Obecny termin: /)).toBeTruthy();
    expect(screen.getByText(/rodzaju \(Teleporada\)/)).toBeTruthy();
    // The day after the visit, 08:00 exactly: ahead of now and never the visit's own time.
    const nextDay = toWarsawDay(new Date(Date.parse(start) + DAY));
    // A date input changes once, with a whole date (as a browser's picker does).
    fireEvent.change(screen.getByLabelText(/^Dzień/), { target: { value: nextDay } });
    const time = screen.getByLabelText(/^Godzina/);
    await waitFor(() => expect(within(time).getByRole('option', { name: '08:00' })).toBeTruthy());
    await userEvent.selectOptions(time, '08:00');
    await userEvent.click(screen.getByLabelText('Dokładnie o wybranej godzinie'));
    await userEvent.click(screen.getByRole('button', { name: 'Szukaj terminu' }));
    const found = await screen.findByRole('heading', { name: 'Proponowany termin' });
    await waitFor(() => expect(document.activeElement).toBe(found));
    expect(screen.getByText(/^Nowy termin: .*08:00/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź zmianę terminu' }));
    expect(await screen.findByText('strona wizyty')).toBeTruthy();
    expect(view.location()).toBe(`/visit/${id}`);
    expect(view.toasts()).toContain('Termin wizyty został zmieniony.');
    const moved = await view.api.getAppointment({ params: { id } });
    expect(toWarsawDay(moved.appointmentAt)).toBe(nextDay);
  });

  it('asks for a time before searching, and says why a visit cannot move', async () => {
    const { backend, id } = await booked();
    const view = await renderWithApp(page, { path: '/*', url: `/visit/${id}/reschedule`, backend });
    await userEvent.click(await screen.findByRole('button', { name: 'Szukaj terminu' }));
    expect(await screen.findByText('Wybierz godzinę.')).toBeTruthy();
    expect(view.requests.some((r) => r.includes('reserve-first-available'))).toBe(false);
    view.unmount();
    await renderWithApp(page, { path: '/*', url: '/visit/w-1001/reschedule', backend });
    expect(await screen.findByText('Terminu tej wizyty nie można zmienić w portalu.')).toBeTruthy();
  });
});
