import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BookingTestBed, createBookingTestBed } from '../testing/bookingTestBed';
import { toSummary } from '../testing/flowSteps';

let bed: BookingTestBed;
// The list comes in the flow's chunk of rarely shown screens: compiled once up front, so a test
// times what the screen does, not the first compile of that chunk.
beforeAll(() => import('../rareScreens'), 60_000);
beforeEach(async () => {
  bed = await createBookingTestBed();
});

describe('OtherSlots', () => {
  it('lists other times by price, pages them, and holds the one chosen instead', async () => {
    const user = userEvent.setup();
    bed.render();
    await toSummary(user);
    const when = () => screen.getByText('Termin').nextElementSibling?.textContent;
    const before = when();
    await user.click(screen.getByRole('button', { name: 'Pokaż inne terminy' }));
    const region = await screen.findByRole('region', { name: 'Inne terminy' });
    const picks = await within(region).findAllByRole('button', { name: /^Wybierz termin/ });
    expect(picks.length).toBeGreaterThan(0);
    expect(within(region).getByText(/^Strona 1 z \d+$/)).toBeTruthy();

    await user.click(within(region).getByRole('button', { name: 'Następne terminy' }));
    await within(region).findByText(/^Strona 2 z \d+$/);
    expect(bed.paths.filter((p) => p.endsWith('/slot/additional'))).toHaveLength(2);

    const reserved = bed.events.filter((e) => e.name === 'reserved').length;
    await user.click(within(region).getAllByRole('button', { name: /^Wybierz termin/ })[0] as HTMLElement);
    await waitFor(() => expect(bed.events.filter((e) => e.name === 'reserved')).toHaveLength(reserved + 1));
    await waitFor(() => expect(when()).not.toBe(before));
  });

  it('sorts by price from the highest', async () => {
    const user = userEvent.setup();
    bed.render();
    await toSummary(user);
    await user.click(screen.getByRole('button', { name: 'Pokaż inne terminy' }));
    await user.selectOptions(await screen.findByLabelText('Kolejność według ceny'), 'DESC');
    await waitFor(() => expect(bed.paths.filter((p) => p.endsWith('/slot/additional'))).toHaveLength(2));
  });

  it('keeps the keyboard focus: on the list heading once the list comes, after paging and after a choice', async () => {
    const user = userEvent.setup();
    bed.render();
    await toSummary(user);
    screen.getByRole('button', { name: 'Pokaż inne terminy' }).focus();
    await user.keyboard('{Enter}');
    const title = await screen.findByRole('heading', { name: 'Inne terminy' });
    await waitFor(() => expect(document.activeElement).toBe(title));

    const region = screen.getByRole('region', { name: 'Inne terminy' });
    within(region).getByRole('button', { name: 'Następne terminy' }).focus();
    await user.keyboard('{Enter}');
    await within(region).findByText(/^Strona 2 z \d+$/);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Inne terminy' })),
    );

    const reserved = bed.events.filter((e) => e.name === 'reserved').length;
    (within(region).getAllByRole('button', { name: /^Wybierz termin/ })[0] as HTMLElement).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(bed.events.filter((e) => e.name === 'reserved')).toHaveLength(reserved + 1));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Inne terminy' })),
    );
  });
});
