import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BookingTestBed, createBookingTestBed } from '../testing/bookingTestBed';
import { captureDownloads } from '../testing/captureDownloads';
import { toPayment } from '../testing/flowSteps';

let bed: BookingTestBed;
// The choice is in the rare screens' chunk: its first import here transforms that module, which is
// the test runner's cost, not the page's. Imported once ahead, every test waits alike.
beforeAll(async () => {
  await import('../rareScreens');
});
beforeEach(async () => {
  bed = await createBookingTestBed();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function chooseStationary(town: string) {
  const user = userEvent.setup();
  bed.render();
  await screen.findByRole('option', { name: town });
  await user.selectOptions(screen.getByLabelText('Miasto'), town);
  await user.click(screen.getByLabelText('Wizyta w placówce'));
  return user;
}

describe('ClinicChoice', () => {
  it('offers the clinics of the town with their address, hours, phone and a map link', async () => {
    await chooseStationary('Warszawa');
    const group = await screen.findByRole('group', { name: 'Placówka' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((o) => (o as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Placówka Mokotów',
      'Placówka Wola',
    ]);
    expect(group.textContent).toContain('ul. Puławska 145, 02-715 Warszawa');
    expect(group.textContent).toContain('pon.–pt. 08:00–20:00');
    expect(within(group).getByRole('link', { name: '+48 221002030' }).getAttribute('href')).toBe(
      'tel:+48221002030',
    );
    const map = within(group).getAllByRole('link', { name: 'Jak dojechać (mapa)' })[0];
    expect(map?.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=ul\.%20Pu/);
  });

  it('says before the search that a town has no clinic, and the search is refused without one', async () => {
    const user = await chooseStationary('Piaseczno');
    expect(
      await screen.findByText('W tym mieście nie mamy placówki. Wybierz inne miasto albo inną formę wizyty.'),
    ).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Miasto'), 'Kraków');
    expect(await screen.findByLabelText('Placówka Kazimierz')).toBeTruthy();
  });

  it('books at the chosen clinic: the details and the success page name it, the calendar file has its LOCATION', async () => {
    await bed.signIn();
    const user = userEvent.setup();
    bed.render();
    await toPayment(user, { clinic: 'Placówka Mokotów' });
    await user.click(screen.getByLabelText('Gotówką u lekarza (+20,00 zł)'));
    await user.click(screen.getByRole('button', { name: 'Zamawiam' }));
    await screen.findByRole('heading', { name: 'Wizyta zarezerwowana' });
    // The host hears the clinic by its id only.
    expect(bed.events.find((e) => e.name === 'booked')?.detail).toMatchObject({ clinicId: 'plac-waw-1' });
    expect(screen.getByText('Placówka Mokotów, ul. Puławska 145, 02-715 Warszawa').tagName).toBe('DD');
    const blobs = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'Dodaj do kalendarza' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(await blobs[0]?.text()).toMatch(
      /^LOCATION:Placówka Mokotów\\, ul. Puławska 145\\, 02-715 Warszawa\r$/m,
    );
  });
});
