import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bedForEachTest } from '../testing/bookingTestBed';
import { captureDownloads } from '../testing/captureDownloads';
import { toPayment } from '../testing/flowSteps';

const bed = bedForEachTest({ signIn: true });

/** Books an online visit and answers the payment simulator with `decision`; the appointment id. */
async function payOnline(decision: 'pay' | 'reject'): Promise<string> {
  const user = userEvent.setup();
  const view = bed().render();
  await toPayment(user);
  await user.click(screen.getByLabelText('Płatność online'));
  await user.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
  await waitFor(() => expect(bed().redirects).toHaveLength(1));
  const booked = bed().events.find((e) => e.name === 'booked')?.detail as { appointmentId: string };
  const response = await bed().backendFetch(
    new Request(bed().redirects[0] as string, {
      method: 'POST',
      body: new URLSearchParams({ ...bed().redirectParams[0], decision }),
    }),
  );
  expect(response.status).toBe(303);
  view.unmount();
  return booked.appointmentId;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Results', () => {
  it('offers "Dodaj do kalendarza" on success: a text/calendar file of the visit, in Warsaw time', async () => {
    const user = userEvent.setup();
    bed().render();
    await toPayment(user);
    await user.click(screen.getByLabelText('Gotówką u lekarza (+20,00 zł)'));
    await user.click(screen.getByRole('button', { name: 'Zamawiam' }));
    await screen.findByRole('heading', { name: 'Wizyta zarezerwowana' });
    const blobs = captureDownloads();
    await user.click(screen.getByRole('button', { name: 'Dodaj do kalendarza' }));
    // The file's code is a chunk of its own, fetched on the press.
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(blobs[0]?.type).toBe('text/calendar;charset=utf-8');
    const ics = (await blobs[0]?.text()) ?? '';
    expect(ics).toMatch(/^DTSTART;TZID=Europe\/Warsaw:\d{8}T\d{6}\r$/m);
    expect(ics).toMatch(/^SUMMARY:Teleporada — \S+ \S+\r$/m);
    expect(ics).toMatch(/^URL:https:\/\/portal\.example\.pl\/visit\/[^/\s]+\r$/m);
  });

  it('shows success after the gateway accepted the payment (the return page polls)', async () => {
    const appointmentId = await payOnline('pay');
    bed().render({ appointmentId });
    await screen.findByRole('heading', { name: 'Wizyta zarezerwowana' }, { timeout: 8000 });
    expect(screen.getByRole('button', { name: 'Umów kolejną wizytę' })).toBeTruthy();
    await waitFor(() =>
      expect(bed().events.at(-1)).toMatchObject({ name: 'payment', detail: { status: 'accepted' } }),
    );
  });

  it('offers to retry the online payment after a rejection, and leaves for the gateway again', async () => {
    const appointmentId = await payOnline('reject');
    bed().render({ appointmentId });
    await screen.findByRole('heading', { name: 'Płatność nie powiodła się' }, { timeout: 8000 });
    expect(screen.getByText('Twoja wizyta została zapisana, ale nie otrzymaliśmy płatności.')).toBeTruthy();
    await waitFor(() =>
      expect(bed().locations.at(-1)).toMatchObject({
        step: 'result',
        outcome: 'failed',
        orderId: appointmentId,
      }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ponów płatność online' }));
    await waitFor(() => expect(bed().redirects).toHaveLength(2));
  });
});
