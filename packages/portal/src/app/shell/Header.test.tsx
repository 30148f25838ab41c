import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestAppOptions } from '../../testing/createTestApp';
import { renderWithShell } from '../../testing/renderWithShell';
import { Footer } from './Footer';
import { Header } from './Header';

async function renderHeader(options: TestAppOptions) {
  const { app, logins } = await createTestApp(options);
  renderWithShell(
    app,
    <>
      <Header />
      <Footer />
    </>,
  );
  return { app, logins };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Menu główne' });
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('Header', () => {
  it('shows a general patient every permitted item and the profile menu', async () => {
    await renderHeader({ account: 'pacjent' });
    expect(linkNames(mainNav())).toEqual(['Umów wizytę', 'Moje wizyty', 'Kontakt']);
    const account = screen.getByRole('button', { name: 'Moje konto' });
    expect(account).toHaveProperty('ariaExpanded', 'false');
    await userEvent.click(account);
    expect(account).toHaveProperty('ariaExpanded', 'true');
    expect(await screen.findByRole('link', { name: 'Dane konta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wyloguj się' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(account).toHaveProperty('ariaExpanded', 'false');
    expect(document.activeElement).toBe(account);
  });

  it('leads an NFZ-active patient to the NFZ choice, everyone else to the search', async () => {
    await renderHeader({ account: 'nfz' });
    const book = within(mainNav()).getByRole('link', { name: 'Umów wizytę' });
    expect(book.getAttribute('href')).toMatch(/\/nfz-visit-type$/);
  });

  it('takes a general patient without NFZ straight to the search', async () => {
    await renderHeader({ account: 'pacjent' });
    const book = within(mainNav()).getByRole('link', { name: 'Umów wizytę' });
    expect(book.getAttribute('href')).toMatch(/\/make-appointment$/);
  });

  it("shows the brand's logo image, its name as the text alternative, linking home", async () => {
    await renderHeader({ account: 'pacjent', type: 'inter' });
    const logo = screen.getByRole('img', { name: 'INTER' });
    expect(logo.getAttribute('src')).toBe('/b/inter/logos/inter.svg');
    expect(logo.closest('a')?.getAttribute('aria-label')).toBe('INTER — strona główna');
  });

  it('hides make-appointment from a broker brand (rankomat)', async () => {
    await renderHeader({ account: 'pacjent', type: 'rankomat' });
    expect(linkNames(mainNav())).not.toContain('Umów wizytę');
    expect(linkNames(mainNav())).toContain('Kontakt');
  });

  it('gives a doctor the visits but neither booking nor account data', async () => {
    await renderHeader({ account: 'lekarz' });
    expect(linkNames(mainNav())).toEqual(['Moje wizyty', 'Kontakt']);
    await userEvent.click(screen.getByRole('button', { name: 'Moje konto' }));
    // The open menu's items come in a chunk of their own, on the first opening.
    expect(await screen.findByRole('button', { name: 'Wyloguj się' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Dane konta' })).toBeNull();
  });

  it('offers sign-in, and only public links, to nobody signed in', async () => {
    const { logins } = await renderHeader({});
    expect(linkNames(mainNav())).toEqual(['Kontakt', 'Załóż konto']);
    expect(screen.queryByRole('button', { name: 'Moje konto' })).toBeNull();
    const [signIn] = screen.getAllByRole('button', { name: 'Zaloguj się' });
    await userEvent.click(signIn as HTMLElement);
    expect(logins()).toBe(1);
  });

  it('shows a patient the notifications with the unread count in the name, in the header and the drawer', async () => {
    await renderHeader({ account: 'pacjent' });
    const link = await screen.findByRole('link', { name: 'Powiadomienia 3 (nieprzeczytane)' });
    expect(link.getAttribute('href')).toBe('/notifications');
    expect(link.textContent).toBe('Powiadomienia 3');
    await userEvent.click(screen.getByRole('button', { name: 'Otwórz menu' }));
    const drawer = screen.getByRole('navigation', { name: 'Menu' });
    expect(
      await within(drawer).findByRole('link', { name: 'Powiadomienia 3 (nieprzeczytane)' }),
    ).toBeTruthy();
  });

  it('gives the doctor no notifications (SHOW_NOTIFICATIONS is for patients)', async () => {
    await renderHeader({ account: 'lekarz' });
    expect(screen.queryByRole('link', { name: /^Powiadomienia/ })).toBeNull();
  });

  it('offers a visitor "Załóż konto" where the brand has REGISTRATION (general)', async () => {
    await renderHeader({});
    expect(screen.getAllByRole('link', { name: 'Załóż konto' })[0]?.getAttribute('href')).toBe(
      '/registration',
    );
  });

  it('offers no sign-up on an insurer brand (pzu)', async () => {
    await renderHeader({ type: 'pzu' });
    expect(screen.queryByRole('link', { name: 'Załóż konto' })).toBeNull();
  });

  it('links the logo to the auth URL when signed in, the site URL otherwise', async () => {
    const { app } = await renderHeader({ account: 'pacjent', type: 'pzu' });
    expect(screen.getByRole('link', { name: 'PZU — strona główna' }).getAttribute('href')).toBe(
      app.config.authUrl,
    );
  });

  it('opens the mobile drawer with the same permitted items and closes it on Escape', async () => {
    await renderHeader({ account: 'pacjent', type: 'rankomat' });
    const toggle = screen.getByRole('button', { name: 'Otwórz menu' });
    await userEvent.click(toggle);
    const drawer = screen.getByRole('navigation', { name: 'Menu' });
    // The open drawer's items come in a chunk of their own, on the first opening.
    await within(drawer).findByRole('link', { name: 'Kontakt' });
    expect(linkNames(drawer)).not.toContain('Umów wizytę');
    expect(linkNames(drawer)).toContain('Kontakt');
    expect(document.activeElement).toBe(within(drawer).getAllByRole('link')[0]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Otwórz menu' }));
  });
});

describe('Footer', () => {
  it('shows the documents, and Powered by only where SHOW_POWEREDBY allows', async () => {
    await renderHeader({ account: 'pacjent', type: 'pzu' });
    const footer = screen.getByRole('navigation', { name: 'Informacje' });
    // The contact links come in a chunk of their own, after first paint.
    await within(footer).findByRole('link', { name: /Infolinia/ });
    expect(linkNames(footer)).toEqual([
      'Regulamin',
      'Polityka prywatności',
      'Deklaracja dostępności',
      'Infolinia: +48 22 555 01 00',
      'E-mail: pomoc@wizyta.example',
    ]);
    expect(
      within(footer)
        .getByRole('link', { name: /Infolinia/ })
        .getAttribute('href'),
    ).toBe('tel:+48225550100');
    expect(
      within(footer)
        .getByRole('link', { name: /E-mail/ })
        .getAttribute('href'),
    ).toBe('mailto:pomoc@wizyta.example');
    expect(screen.getByText('Powered by Wizyta')).toBeTruthy();
  });

  it('shows no phone or e-mail where the deployment has none', async () => {
    await renderHeader({ account: 'pacjent', config: { contactPhone: undefined, contactEmail: undefined } });
    const footer = screen.getByRole('navigation', { name: 'Informacje' });
    expect(linkNames(footer)).toEqual(['Regulamin', 'Polityka prywatności', 'Deklaracja dostępności']);
    expect(within(footer).getByRole('link', { name: 'Deklaracja dostępności' }).getAttribute('href')).toBe(
      '/deklaracja-dostepnosci',
    );
  });

  it('has no Powered by on the provider’s own brand (general)', async () => {
    await renderHeader({ account: 'pacjent' });
    expect(screen.queryByText('Powered by Wizyta')).toBeNull();
  });
});
