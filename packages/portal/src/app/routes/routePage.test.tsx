import { screen } from '@testing-library/react';
import { ROUTES } from '@wizyta/core';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../testing/createTestApp';
import { renderWithShell } from '../../testing/renderWithShell';
import { preloadRoutePage, routePage } from './routePage';
import { pageIdOf, ROUTE_PAGES } from './routePages';

describe('route pages', () => {
  it('gives every route a page, the order steps one layout', () => {
    expect(new Set(ROUTES.map((route) => pageIdOf(route.id)))).toEqual(new Set(Object.keys(ROUTE_PAGES)));
    expect(pageIdOf('order-personal')).toBe('order-flow');
    expect(pageIdOf('no-doctors')).toBe('order-flow');
    expect(pageIdOf('privacy-policy')).toBe('privacy-policy');
  });

  it('renders a preloaded page at once, without the loading state', async () => {
    const { app } = await createTestApp();
    const loadAreas = vi.fn(async () => undefined);
    await preloadRoutePage('/regulation', loadAreas);
    expect(loadAreas).toHaveBeenCalledTimes(1);
    const Regulation = routePage('regulation', loadAreas);
    renderWithShell(
      app,
      <Suspense fallback={<p>Wczytywanie strony…</p>}>
        <Regulation />
      </Suspense>,
      '/regulation',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Regulamin' })).toBeTruthy();
    expect(screen.queryByText('Wczytywanie strony…')).toBeNull();
  });

  it('shows the loading state for a page not fetched yet, then the page', async () => {
    const { app } = await createTestApp();
    const Privacy = routePage('privacy-policy', async () => undefined);
    renderWithShell(
      app,
      <Suspense fallback={<p>Wczytywanie strony…</p>}>
        <Privacy />
      </Suspense>,
      '/privacy-policy',
    );
    expect(screen.getByText('Wczytywanie strony…')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText('Wczytywanie strony…')).toBeNull();
  });

  it('preloads nothing for an unknown path', async () => {
    const loadAreas = vi.fn(async () => undefined);
    await preloadRoutePage('/no-such-page/1/2', loadAreas);
    expect(loadAreas).not.toHaveBeenCalled();
  });
});
