import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toWarsawDay } from '@wizyta/core';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../components/testing/renderWithApp';
import OrderLayout from './OrderLayout';
import { orderPath } from './orderPath';

describe('OrderLayout at /make-appointment', () => {
  it('applies schema-checked `data` and `nfzChoosen`, and follows the machine to /order/:id', async () => {
    const user = userEvent.setup();
    const data = encodeURIComponent(JSON.stringify({ city: 'warszawa', appointmentType: 'CALL' }));
    const view = await renderWithApp(<OrderLayout />, {
      path: '/make-appointment',
      url: `/make-appointment?data=${data}&nfzChoosen=false`,
    });
    await screen.findByRole('heading', { name: 'Umów wizytę' });
    expect((screen.getByLabelText('Miasto') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      'Warszawa',
    );

    const specialization = screen.getByLabelText('Specjalizacja lekarza');
    await waitFor(() => expect(within(specialization).getAllByRole('option').length).toBeGreaterThan(2));
    await user.selectOptions(
      specialization,
      within(specialization).getAllByRole('option')[1] as HTMLOptionElement,
    );
    const date = screen.getByLabelText('Dzień wizyty');
    await user.clear(date);
    await user.type(date, toWarsawDay(new Date(Date.now() + 86_400_000)));
    const slot = screen.getByLabelText('Godzina');
    await waitFor(() => expect(within(slot).queryByRole('option', { name: '10:00' })).not.toBeNull());
    await user.selectOptions(slot, '10:00');
    await user.click(screen.getByLabelText('Dorosły'));
    await user.click(screen.getByLabelText('Akceptuję regulamin serwisu'));
    await user.click(screen.getByRole('button', { name: 'Szukaj lekarza' }));
    await waitFor(() => expect(view.location()).toMatch(/^\/order\/[^/]+$/));
  });

  it('ignores `data` that fails the schema', async () => {
    await renderWithApp(<OrderLayout />, {
      path: '/make-appointment',
      url: `/make-appointment?data=${encodeURIComponent('{"city":"<script>"}')}`,
    });
    await screen.findByRole('heading', { name: 'Umów wizytę' });
    expect((screen.getByLabelText('Miasto') as HTMLSelectElement).value).toBe('');
  });
});

describe('orderPath', () => {
  it.each([
    [{ step: 'search', orderId: null, outcome: null }, '/make-appointment'],
    [{ step: 'order', orderId: 'r-1', outcome: null }, '/order/r-1'],
    [{ step: 'symptoms', orderId: 'r-1', outcome: null }, '/order/r-1/symptoms'],
    [{ step: 'confirm', orderId: 'r-1', outcome: null }, '/order/r-1/payment'],
    [{ step: 'result', orderId: 'w-1', outcome: 'success' }, '/appointment/w-1/success'],
    [{ step: 'result', orderId: 'w-1', outcome: 'failed' }, '/appointment/w-1/failed'],
    [{ step: 'result', orderId: 'w-1', outcome: 'waiting' }, '/appointment/w-1/result'],
    [{ step: 'noDoctors', orderId: null, outcome: null }, '/no-doctors'],
  ] as const)('%o → %s', (location, path) => {
    expect(orderPath(location)).toBe(path);
  });
});
