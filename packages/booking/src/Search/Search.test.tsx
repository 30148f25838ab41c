import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bedForEachTest, inDays } from '../testing/bookingTestBed';
import { searchVisit } from '../testing/flowSteps';
import { descriptionOf, invalidField } from '../testing/queries';

const bed = bedForEachTest();

describe('Search', () => {
  it('narrows the specializations to the age range: paediatric for a child, adult for an adult', async () => {
    const user = userEvent.setup();
    bed().render();
    await screen.findByRole('heading', { name: 'Umów wizytę' });
    const list = screen.getByLabelText('Specjalizacja lekarza');
    const names = () =>
      Array.from((list as HTMLSelectElement).options)
        .slice(1)
        .map((o) => o.textContent);
    await waitFor(() => expect(names()).toContain('Pediatra'));
    await user.click(screen.getByLabelText('Dziecko'));
    expect(names()).toContain('Pediatra');
    expect(names()).not.toContain('Internista');
    expect(names().every((name) => /Pediatra|dzieci/.test(name ?? ''))).toBe(true);
    await user.click(screen.getByLabelText('Dorosły'));
    expect(names()).toContain('Internista');
    expect(names()).not.toContain('Kardiolog dziecięcy');
  });

  it('keeps a choice the list that arrives later still offers; says so plainly when it no longer does', async () => {
    const user = userEvent.setup();
    bed().render();
    await screen.findByRole('heading', { name: 'Umów wizytę' });
    const list = screen.getByLabelText('Specjalizacja lekarza') as HTMLSelectElement;
    await waitFor(() => expect(list.options.length).toBeGreaterThan(2));
    const chosen = () => list.options[list.selectedIndex]?.textContent;
    await user.selectOptions(list, 'Pediatra');
    // Another day: the lists load again and arrive after the choice; the paediatrician is still offered.
    const release = bed().hold('/visit-api/v1/slot-intervals');
    const date = screen.getByLabelText('Dzień wizyty');
    await user.clear(date);
    await user.type(date, inDays(2));
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('true'));
    release();
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBeNull());
    expect(chosen()).toBe('Pediatra');
    const gone = 'Wybranej specjalizacji już nie ma na liście: wybierz ponownie.';
    expect(screen.queryByText(gone)).toBeNull();
    // An adult's visit: the paediatric list is gone, and the form says why the choice went.
    await user.click(screen.getByLabelText('Dorosły'));
    await screen.findByText(gone);
    expect(list.value).toBe('');
    await user.selectOptions(list, 'Internista');
    await waitFor(() => expect(screen.queryByText(gone)).toBeNull());
  });

  it('ties the machine’s messages to the fields when submitted empty, and focuses the first', async () => {
    const user = userEvent.setup();
    bed().render();
    await screen.findByRole('heading', { name: 'Umów wizytę' });
    await user.click(screen.getByRole('button', { name: 'Szukaj lekarza' }));

    const city = invalidField('Miasto');
    expect(descriptionOf(city)).toBe('Wybierz miasto');
    await waitFor(() => expect(document.activeElement).toBe(city));
    // Spec §3: the order's appointment type defaults to CALL.
    expect((screen.getByLabelText('Rozmowa telefoniczna') as HTMLInputElement).checked).toBe(true);
    expect(descriptionOf(invalidField('Specjalizacja lekarza'))).toBe('Wybierz specjalizację lekarza');
    expect(descriptionOf(invalidField('Godzina'))).toBe('Wybierz godzinę wizyty');
    expect(descriptionOf(invalidField('Dorosły'))).toBe('Wybierz przedział wiekowy pacjenta');
    expect(descriptionOf(invalidField('Akceptuję regulamin serwisu'))).toBe(
      'Zaakceptuj regulamin, aby kontynuować',
    );
    expect(screen.getByRole('link', { name: 'Regulamin' }).getAttribute('href')).toBe(
      '/documents/regulamin.pdf',
    );
  });

  it('offers only the visit kinds the brand may book', async () => {
    bed().render({ config: { type: 'inter' } });
    await screen.findByRole('heading', { name: 'Umów wizytę' });
    expect(screen.queryByLabelText('Czat')).toBeNull();
    expect(screen.queryByLabelText('Rozmowa wideo')).toBeNull();
  });

  it.each(['pzu', 'rankomat'] as const)(
    'shows %s, a brand that does not book here, a notice with the ways forward and no search',
    async (type) => {
      bed().render({
        config: {
          type,
          authUrl: 'https://portal.example/b/x/',
          contactPhone: '+48 22 555 01 00',
          contactEmail: 'pomoc@wizyta.example',
          nfzDeclarationUrl: 'https://pacjent.gov.pl/',
        },
      });
      await screen.findByRole('heading', { name: 'Tutaj nie umówisz wizyty' });
      expect(screen.getByRole('link', { name: /portalu pacjenta/ }).getAttribute('href')).toBe(
        'https://portal.example/b/x/',
      );
      expect(screen.getByText(/zadzwonić do nas codziennie w godzinach 7:00–22:00/)).toBeTruthy();
      expect(
        screen.getByRole('link', { name: 'Zadzwoń do nas: +48 22 555 01 00' }).getAttribute('href'),
      ).toBe('tel:+48225550100');
      expect(
        screen.getByRole('link', { name: 'Napisz do nas: pomoc@wizyta.example' }).getAttribute('href'),
      ).toBe('mailto:pomoc@wizyta.example');
      // Neither brand offers NFZ visits, so no declaration link.
      expect(screen.queryByRole('link', { name: /deklarację POZ/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Szukaj lekarza' })).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Etapy umawiania wizyty' })).toBeNull();
    },
  );

  it('tells an anonymous visitor that NFZ visits exist and need signing in', async () => {
    bed().render();
    await screen.findByRole('heading', { name: 'Umów wizytę' });
    expect(screen.getByText(/Wizyty w ramach NFZ są bezpłatne/)).toBeTruthy();
    expect(screen.queryByLabelText(/Wizyta w ramach NFZ/)).toBeNull();
  });

  it('reserves a slot once fixed and moves on to the order details', async () => {
    const user = userEvent.setup();
    bed().render();
    await screen.findByRole('heading', { name: 'Umów wizytę' });
    await searchVisit(user);

    const heading = await screen.findByRole('heading', { name: 'Szczegóły wizyty' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const current = screen
      .getByRole('navigation', { name: 'Etapy umawiania wizyty' })
      .querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain('Szczegóły');
    expect(screen.getByRole('timer').textContent).toMatch(
      /Termin zarezerwowany dla Ciebie jeszcze przez \d+:\d\d/,
    );
    expect(bed().events.map((e) => e.name)).toEqual(expect.arrayContaining(['step', 'reserved']));
    await waitFor(() => expect(bed().locations.at(-1)).toMatchObject({ step: 'order', outcome: null }));
    expect(bed().locations.at(-1)?.orderId).toBeTruthy();
  });
});
