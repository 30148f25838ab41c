import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bedForEachTest } from '../testing/bookingTestBed';
import { toSymptoms } from '../testing/flowSteps';
import { descriptionOf, invalidField } from '../testing/queries';

const bed = bedForEachTest({ signIn: true });

describe('Symptoms', () => {
  it('asks for at least one symptom on the list’s boxes, then proceeds with one ticked', async () => {
    const user = userEvent.setup();
    bed().render();
    await toSymptoms(user);
    expect(screen.getByRole('group', { name: 'Jakie masz objawy?' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Dalej' }));

    const headache = invalidField('Ból głowy');
    const message = 'Wybierz co najmniej jeden objaw lub opisz dolegliwości własnymi słowami';
    expect(descriptionOf(headache)).toBe(message);
    expect(descriptionOf(screen.getByRole('group', { name: 'Jakie masz objawy?' }))).toBe(message);
    await waitFor(() => expect(document.activeElement).toBe(headache));

    await user.click(screen.getByLabelText('Gorączka'));
    await user.type(screen.getByLabelText('Inne objawy lub dolegliwości (opcjonalnie)'), 'Ból ucha');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { name: 'Płatność' });

    await user.click(screen.getByRole('button', { name: 'Wstecz' }));
    await screen.findByRole('heading', { name: 'Objawy' });
    expect((screen.getByLabelText('Gorączka') as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByLabelText('Inne objawy lub dolegliwości (opcjonalnie)') as HTMLTextAreaElement).value,
    ).toBe('Ból ucha');
  });

  it('notes when the symptoms usually go to another specialist (SYMPTOM_FORM_CHECK), without blocking', async () => {
    const user = userEvent.setup();
    bed().render();
    await toSymptoms(user, { specializationId: '7' }); // Kardiolog
    expect(screen.queryByText(/Zaznaczone objawy zwykle konsultuje/)).toBeNull();
    await user.click(screen.getByLabelText('Katar'));
    expect(screen.getByRole('status').textContent).toMatch(/zwykle konsultuje Laryngolog\./);
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { name: 'Płatność' });
  });

  it('accepts a description alone', async () => {
    const user = userEvent.setup();
    bed().render();
    await toSymptoms(user);
    await user.type(
      screen.getByLabelText('Inne objawy lub dolegliwości (opcjonalnie)'),
      'Ból ucha od dwóch dni',
    );
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { name: 'Płatność' });
  });
});
