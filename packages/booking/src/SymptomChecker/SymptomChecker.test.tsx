import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BookingTestBed, createBookingTestBed } from '../testing/bookingTestBed';

let bed: BookingTestBed;
// The list comes in the flow's chunk of rarely shown screens: compiled once up front, so a test
// times what the screen does, not the first compile of that chunk.
beforeAll(() => import('../rareScreens'), 60_000);
beforeEach(async () => {
  bed = await createBookingTestBed();
});

type User = ReturnType<typeof userEvent.setup>;

const focused = () => document.activeElement?.textContent;

/** Answers `question` by keyboard once it has focus: Tab to "Tak" (one stop) or "Nie" (two), Enter. */
async function answer(user: User, question: string, yes: boolean) {
  await waitFor(() => expect(focused()).toBe(question));
  await user.tab();
  if (!yes) await user.tab();
  await user.keyboard('{Enter}');
}

describe('SymptomChecker', () => {
  it('suggests a specialization by keyboard only and puts it in the search form', async () => {
    const user = userEvent.setup();
    bed.render();
    await screen.findByRole('heading', { name: 'Umów wizytę' });
    const open = screen.getByRole('button', { name: /Nie wiesz, jakiego lekarza wybrać/ });
    open.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Pytanie 1 z 5')).toBeTruthy();
    await answer(user, 'Czy wizyta dotyczy dziecka?', false);
    await answer(user, 'Czy masz gorączkę albo duszność?', false);
    await answer(user, 'Czy masz kaszel, katar albo ból gardła?', true);
    await answer(user, 'Czy dokucza Ci ból głowy lub ból zatok?', false);
    await answer(user, 'Czy masz nudności?', false);
    await waitFor(() => expect(focused()).toBe('Proponujemy: Laryngolog'));
    expect(screen.getByText(/To tylko podpowiedź, nie diagnoza/)).toBeTruthy();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Wybierz tę specjalizację');
    await user.keyboard('{Enter}');
    const list = screen.getByLabelText('Specjalizacja lekarza') as HTMLSelectElement;
    await waitFor(() => expect(list.selectedOptions[0]?.textContent).toBe('Laryngolog'));
    expect((screen.getByLabelText('Dorosły') as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(list));
  });

  it('suggests the paediatric variant for a child with a fever', async () => {
    const user = userEvent.setup();
    bed.render();
    await screen.findByRole('heading', { name: 'Umów wizytę' });
    await user.click(screen.getByRole('button', { name: /Nie wiesz, jakiego lekarza wybrać/ }));
    for (const yes of [true, true, false, false, false]) {
      await user.click(screen.getByRole('button', { name: yes ? 'Tak' : 'Nie' }));
    }
    expect(await screen.findByText('Proponujemy: Pediatra')).toBeTruthy();
  });

  it('is not offered where the brand has no symptom checker (WELBI)', async () => {
    bed.render({ config: { type: 'welbi' } });
    await screen.findByRole('heading', { name: 'Umów wizytę' });
    expect(screen.queryByRole('button', { name: /Nie wiesz, jakiego lekarza wybrać/ })).toBeNull();
  });
});
