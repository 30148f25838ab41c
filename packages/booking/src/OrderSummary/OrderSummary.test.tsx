import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bedForEachTest } from '../testing/bookingTestBed';
import { toSummary } from '../testing/flowSteps';
import { descriptionOf } from '../testing/queries';

const bed = bedForEachTest();

const total = () => screen.getByText('Do zapłaty').nextElementSibling?.textContent ?? '';

describe('OrderSummary', () => {
  it('shows the held doctor, time and price, and applies a voucher (ACTIVE) or refuses one (INVALID)', async () => {
    const user = userEvent.setup();
    bed().render();
    await toSummary(user);
    expect(screen.getByText('Lekarz').nextElementSibling?.textContent).toMatch(/\S+ \S+/);
    expect(screen.getByText('Termin').nextElementSibling?.textContent).toMatch(/, godz\. \d\d:\d\d$/);
    await waitFor(() => expect(total()).toMatch(/^1\d\d,00\s?zł$/));
    const base = total();

    const voucher = screen.getByLabelText('Kod rabatowy');
    await user.type(voucher, 'TEST');
    await user.click(screen.getByRole('button', { name: 'Zastosuj kod' }));
    await screen.findByText('Kod rabatowy został naliczony.');
    expect(screen.getByText('Rabat').nextElementSibling?.textContent).toMatch(/20,00/);
    expect(total()).not.toBe(base);

    await user.clear(voucher);
    await user.type(voucher, 'NIEMA');
    await user.click(screen.getByRole('button', { name: 'Zastosuj kod' }));
    await screen.findByText('Nieprawidłowy kod.');
    expect(voucher.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(voucher)).toBe('Nieprawidłowy kod.');
    expect(total()).toBe(base);
  });

  // Each refusal of spec §8 at the code's field, with the sample backend's code for it.
  it.each([
    ['LATO2025', 2001, 'Kod stracił ważność.'],
    ['JEDENRAZ', 2002, 'Kod został już wykorzystany.'],
    ['ANULOWANY', 2003, 'Kod został anulowany.'],
    ['INTER10', 2004, 'Kod został anulowany.'],
    ['NIEMA', 2005, 'Nieprawidłowy kod.'],
  ])('refuses the code %s with %i at the field: "%s"', async (code, _error, text) => {
    const user = userEvent.setup();
    bed().render();
    await toSummary(user);
    await waitFor(() => expect(total()).toMatch(/zł$/));
    const voucher = screen.getByLabelText('Kod rabatowy');
    await user.type(voucher, code);
    await user.click(screen.getByRole('button', { name: 'Zastosuj kod' }));
    await waitFor(() => expect(descriptionOf(voucher)).toBe(text));
    expect(voucher.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows an INTER patient no price, no discount code and no payment choice: the plan covers it', async () => {
    const user = userEvent.setup();
    bed().render({ config: { type: 'inter' } });
    await toSummary(user);
    expect(total()).toBe('Wizyta w ramach Twojego pakietu — bez dodatkowych opłat');
    expect(screen.queryByText(/zł/)).toBeNull();
    expect(screen.queryByLabelText('Kod rabatowy')).toBeNull();
    expect(screen.queryByLabelText('Płatność online')).toBeNull();
    // The other times come without prices, and without a sort by price.
    await user.click(screen.getByRole('button', { name: 'Pokaż inne terminy' }));
    await screen.findByRole('heading', { name: 'Inne terminy' });
    expect(screen.queryByText(/zł/)).toBeNull();
    expect(screen.queryByLabelText('Kolejność według ceny')).toBeNull();
  });

  it('prices the cash payment with its surcharge', async () => {
    const user = userEvent.setup();
    bed().render();
    await toSummary(user);
    expect((screen.getByLabelText('Płatność online') as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText('Gotówką u lekarza (+20,00 zł)'));
    await waitFor(() =>
      expect(screen.getByText('Dopłata za płatność gotówką').nextElementSibling?.textContent).toMatch(
        /^20,00\s?zł$/,
      ),
    );
  });

  it('goes back to the search with everything typed kept', async () => {
    const user = userEvent.setup();
    bed().render();
    await toSummary(user);
    await user.click(screen.getByRole('button', { name: 'Wstecz' }));
    await screen.findByRole('heading', { name: 'Umów wizytę' });
    expect((screen.getByLabelText('Miasto') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Warszawa',
    );
    expect((screen.getByLabelText('Dorosły') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('asks an anonymous patient to sign in when going on to the personal data', async () => {
    const user = userEvent.setup();
    bed().render();
    await toSummary(user);
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { name: 'Zaloguj się, aby zarezerwować wizytę' });
    await waitFor(() =>
      expect(
        bed()
          .events.filter((e) => e.name === 'step')
          .at(-1)?.detail,
      ).toEqual({ step: 'signIn' }),
    );
  });
});
