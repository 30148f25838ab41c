import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/createTestApp';
import { renderWithShell } from '../testing/renderWithShell';
import { Pagination } from './Pagination';

async function renderPages(type: string) {
  const { app } = await createTestApp({ account: 'pacjent', type });
  renderWithShell(app, <Pagination page={2} pageCount={4} label="Strony" linkTo={(p) => `/?page=${p}`} />);
  return within(screen.getByRole('navigation', { name: 'Strony' }));
}

describe('Pagination', () => {
  it("gives compensa's patients the additional first and last page arrows (SHOW_ADDITIONAL_ARROWS)", async () => {
    const nav = await renderPages('compensa');
    expect(nav.getByRole('link', { name: 'Pierwsza strona' }).getAttribute('href')).toBe('/?page=1');
    expect(nav.getByRole('link', { name: 'Ostatnia strona' }).getAttribute('href')).toBe('/?page=4');
  });

  it('shows other brands previous, the pages and next only', async () => {
    const nav = await renderPages('pzu');
    expect(nav.queryByRole('link', { name: 'Pierwsza strona' })).toBeNull();
    expect(nav.getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
      'Poprzednia strona',
      'Strona 1',
      'Strona 2',
      'Strona 3',
      'Strona 4',
      'Następna strona',
    ]);
  });
});
