import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bedForEachTest } from '../testing/bookingTestBed';
import { toPayment } from '../testing/flowSteps';
import { descriptionOf, invalidField } from '../testing/queries';

const bed = bedForEachTest({ signIn: true });

describe('Payment', () => {
  it('requires a method and complete invoice data, adds the cash surcharge, and books a cash visit', async () => {
    const user = userEvent.setup();
    bed().render();
    await toPayment(user);
    await user.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    const online = invalidField('Płatność online');
    expect(descriptionOf(online)).toBe('Wybierz metodę płatności');
    await waitFor(() => expect(document.activeElement).toBe(online));

    await user.click(screen.getByLabelText('Gotówką u lekarza (+20,00 zł)'));
    await user.click(screen.getByLabelText('Chcę otrzymać fakturę'));
    // The invoice fields come with the rarely shown screens' chunk, on the first tick.
    await user.type(await screen.findByLabelText('NIP (10 cyfr, bez kresek)'), '123-456-32-18');
    await user.click(screen.getByRole('button', { name: 'Zamawiam' }));
    expect(descriptionOf(invalidField('Nazwa firmy'))).toBe('To pole jest wymagane');
    expect(descriptionOf(invalidField('NIP (10 cyfr, bez kresek)'))).toBe(
      'NIP to 10 cyfr bez kresek i spacji',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByLabelText('Imię')[0]));

    await user.click(screen.getByLabelText('Chcę otrzymać fakturę'));
    await user.click(screen.getByRole('button', { name: 'Zamawiam' }));
    await screen.findByRole('heading', { name: 'Wizyta zarezerwowana' });
    expect(screen.getByRole('link', { name: 'Przejdź dalej' }).getAttribute('href')).toBe(
      'https://example.pl/dziekujemy',
    );
    await waitFor(() => expect(bed().events.some((e) => e.name === 'booked')).toBe(true));
    expect(bed().redirects).toEqual([]);
    await waitFor(() => expect(bed().locations.at(-1)).toMatchObject({ step: 'result', outcome: 'success' }));
  });

  it('books an online visit and leaves for the payment gateway', async () => {
    const user = userEvent.setup();
    bed().render();
    await toPayment(user);
    await user.click(screen.getByLabelText('Płatność online'));
    await user.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    await screen.findByText('Przekierowujemy do płatności…');
    await waitFor(() => expect(bed().redirects).toHaveLength(1));
    // The gateway's address names no payment: its one-time secret travels in the posted fields.
    expect(new URL(bed().redirects[0] as string).pathname).toBe('/pay');
    expect(bed().redirectParams[0]?.payment).toMatch(/^\S{16,}$/);
  });
});
