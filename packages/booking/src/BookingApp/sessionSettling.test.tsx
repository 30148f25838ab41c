import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bedForEachTest } from '../testing/bookingTestBed';
import { toPersonal } from '../testing/flowSteps';

const bed = bedForEachTest({ signIn: true });

describe('a session that settles while a step is on screen', () => {
  it('keeps the personal form mounted with what is typed meanwhile, and it goes on once settled', async () => {
    const user = userEvent.setup();
    bed().render();
    await toPersonal(user);
    const firstName = screen.getByLabelText('Imię') as HTMLInputElement;
    await user.clear(firstName);
    await user.type(firstName, 'Anna');

    // The session signs in anew (the SSO popup's tokens, an SMS sign-in) and its profile is slow.
    const release = bed().hold('/patient-portal/api/patient-profile');
    const signedIn = bed().signIn();
    await waitFor(() => expect(bed().session.getState().status).toBe('loading'));
    await user.type(firstName, 'bella');
    expect(firstName.isConnected).toBe(true);
    expect(screen.getByRole('heading', { name: 'Dane osobowe' })).toBeTruthy();

    release();
    await signedIn;
    await waitFor(() => expect(bed().session.getState().status).toBe('ready'));
    // The very field the patient typed into: never unmounted, nothing typed lost.
    expect(screen.getByLabelText('Imię')).toBe(firstName);
    expect(firstName.value).toBe('Annabella');
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await screen.findByRole('heading', { name: 'Objawy' });
  });
});
