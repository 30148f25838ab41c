import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseInstant, toWarsawDay } from '@wizyta/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BookingTestBed, createBookingTestBed, inDays } from '../testing/bookingTestBed';
import { searchVisit } from '../testing/flowSteps';
import { descriptionOf } from '../testing/queries';

let bed: BookingTestBed;
/** Today at `time`, Warsaw: the page's promise depends on whether the phone line is open. */
const todayAt = (time: string) => parseInstant(`${toWarsawDay(new Date())}T${time}`);
beforeEach(async () => {
  // Only the date is faked: the flow's timers and the backend's answers run as they do.
  vi.useFakeTimers({ toFake: ['Date'], now: todayAt('12:00') });
  bed = await createBookingTestBed();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * Specialisation 3 has one doctor; somebody else holds them at 10:00 the day after tomorrow. Not
 * tomorrow: the seed gives that doctor a visit 28 h after the current hour, which is tomorrow's
 * 10:00 when the test runs between 06:00 and 06:59 Warsaw time. Two days ahead is past every
 * seeded visit.
 */
async function noDoctorFree(): Promise<string> {
  const day = inDays(2);
  await bed.api.reserveFirstAvailable({
    body: {
      specializationId: 3,
      appointmentType: 'CALL',
      dateTimeFrom: parseInstant(`${day}T10:00`).toISOString(),
      dateTimeTo: parseInstant(`${day}T10:30`).toISOString(),
      adultsCount: 1,
      childrenCount: 0,
    },
  });
  return day;
}

/** Searches the exact time nobody is free at and lands on the notice. */
async function toNoDoctors(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  const day = await noDoctorFree();
  await searchVisit(user, { specializationId: '3', exactTime: true, day });
  await screen.findByRole('heading', { name: 'Nie znaleźliśmy wolnego lekarza' });
}

describe('NoDoctors', () => {
  it('offers a call-back when no doctor is free at the exact time, and validates the phone', async () => {
    const user = userEvent.setup();
    bed.render();
    await toNoDoctors(user);
    expect(screen.getByText(/oddzwonimy w ciągu 15 minut/)).toBeTruthy();
    // A patient who pays hears nothing of a patient carer.
    expect(screen.queryByText(/opiekunem pacjenta/)).toBeNull();
    expect(screen.getByText('Możesz też zadzwonić do nas codziennie w godzinach 7:00–22:00.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Etapy umawiania wizyty' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Poproś o kontakt' }));
    const phone = screen.getByLabelText('Numer telefonu');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(phone)).toBe('Podaj prawidłowy numer telefonu (dla numerów polskich 9 cyfr)');
    await waitFor(() => expect(document.activeElement).toBe(phone));

    await user.type(phone, '600 700 800');
    await user.click(screen.getByRole('button', { name: 'Poproś o kontakt' }));
    await screen.findByRole('heading', { name: 'Dziękujemy, oddzwonimy' });
    expect(bed.paths.filter((p) => p.endsWith('/call-back'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Wróć do wyszukiwania' }));
    await screen.findByRole('heading', { name: 'Umów wizytę' });
  });

  it('tells a patient whose plan covers the visit that there are no free slots and to contact the patient carer', async () => {
    bed = await createBookingTestBed({ brand: 'inter' });
    const user = userEvent.setup();
    bed.render();
    await toNoDoctors(user);
    expect(screen.getByText('Brak wolnych terminów. Skontaktuj się z opiekunem pacjenta.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Poproś o kontakt' })).toBeTruthy();
  });

  it('promises the call-back after 7:00 tomorrow when the line is closed, and links the phone line', async () => {
    vi.setSystemTime(todayAt('22:30'));
    const user = userEvent.setup();
    bed.render({
      config: {
        type: 'general',
        thankYouPage: undefined,
        contactPhone: '+48 22 555 01 00',
        contactEmail: 'pomoc@wizyta.example',
        nfzDeclarationUrl: 'https://pacjent.gov.pl/',
      },
    });
    await toNoDoctors(user);
    expect(screen.queryByText(/w ciągu 15 minut/)).toBeNull();
    expect(screen.getByText(/Infolinia jest teraz nieczynna.*oddzwonimy jutro po 7:00\./)).toBeTruthy();
    const call = screen.getByRole('link', { name: 'Zadzwoń do nas: +48 22 555 01 00' });
    expect(call.getAttribute('href')).toBe('tel:+48225550100');
    const write = screen.getByRole('link', { name: 'Napisz do nas: pomoc@wizyta.example' });
    expect(write.getAttribute('href')).toBe('mailto:pomoc@wizyta.example');
    // GENERAL offers NFZ visits: where the declaration that opens them is made.
    const nfz = screen.getByRole('link', { name: /Złóż deklarację POZ/ });
    expect(nfz.getAttribute('href')).toBe('https://pacjent.gov.pl/');
    await user.type(screen.getByLabelText('Numer telefonu'), '600 700 800');
    await user.click(screen.getByRole('button', { name: 'Poproś o kontakt' }));
    await screen.findByRole('heading', { name: 'Dziękujemy, oddzwonimy' });
    expect(
      screen.getByText('Infolinia jest teraz nieczynna. Nasz konsultant oddzwoni jutro po 7:00.'),
    ).toBeTruthy();
  });
});
