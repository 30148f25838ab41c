import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Remount } from '../../components/testing/Remount';
import { renderWithApp } from '../../components/testing/renderWithApp';
import NotificationsPage from './NotificationsPage';

const failWith4082 = (request: Request) =>
  request.url.includes('/notification')
    ? Response.json({ code: 4082, message: 'x' }, { status: 500 })
    : undefined;

describe('NotificationsPage', () => {
  it('lists the active notifications, newest first, with a link to their visit', async () => {
    await renderWithApp(<NotificationsPage />, { path: '/notifications' });
    expect(screen.getByRole('heading', { level: 1, name: 'Powiadomienia' })).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Oczekuje na płatność',
      'Nowy dokument',
      'Wizyta opłacona',
    ]);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'Zobacz wizytę: Oczekuje na płatność' })
        .getAttribute('href'),
    ).toBe('/visit/w-1006');
    // A kind the client knows is told in the catalogue's words; an unknown one in the server's.
    expect(within(items[1] as HTMLElement).getByText('Lekarz dodał dokument do wizyty.')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText(/Dokończ płatność/)).toBeTruthy();
  });

  it('marks a notification read when its visit is opened', async () => {
    const view = await renderWithApp(<NotificationsPage />, { path: '/notifications' });
    await userEvent.click(await screen.findByRole('link', { name: 'Zobacz wizytę: Nowy dokument' }));
    await waitFor(() => expect(view.requests).toContain('PUT /patient-portal/api/notification/deactivate'));
    expect(view.location()).toBe('/visit/w-1001');
  });

  it('deactivates a notification, which does not come back', async () => {
    const view = await renderWithApp(
      <Remount>
        <NotificationsPage />
      </Remount>,
      { path: '/notifications' },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Oznacz jako przeczytane: Nowy dokument' }),
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(view.requests).toContain('PUT /patient-portal/api/notification/deactivate');
    expect(view.toasts()).toContain('Powiadomienie oznaczono jako przeczytane');
    await userEvent.click(screen.getByRole('button', { name: 'remount' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByText('Nowy dokument')).toBeNull();
  });

  it('shows 4082 when a deactivation fails and keeps the notification', async () => {
    const view = await renderWithApp(<NotificationsPage />, { path: '/notifications' });
    const button = await screen.findByRole('button', { name: 'Oznacz jako przeczytane: Nowy dokument' });
    view.intercept(failWith4082);
    await userEvent.click(button);
    await waitFor(() => expect(view.toasts()).toEqual(['Błąd 4082: Nie udało się wczytać powiadomień.']));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows 4082 with a retry when the list cannot be loaded', async () => {
    const view = await renderWithApp(
      <Remount>
        <NotificationsPage />
      </Remount>,
      { path: '/notifications' },
    );
    await screen.findAllByRole('listitem');
    view.intercept(failWith4082);
    await userEvent.click(screen.getByRole('button', { name: 'remount' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Błąd 4082');
    view.intercept(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
  });
});
