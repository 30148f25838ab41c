import { screen } from '@testing-library/react';
import { ROUTES } from '@wizyta/core';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../testing/createTestApp';
import { renderWithShell } from '../../testing/renderWithShell';
import { featurePageFile } from './featurePageFile';
import { pageImporter, preloadRoutePage, routePage } from './routePage';

describe('route pages', () => {
  it('maps every route to its feature page file', () => {
    const files = Object.fromEntries(ROUTES.map((route) => [route.id, featurePageFile(route.id)]));
    expect(files.visits).toBe('features/visits/VisitsPage.tsx');
    expect(files.visit).toBe('features/visit/VisitPage.tsx');
    expect(files['order-personal']).toBe('features/order/OrderPersonalPage.tsx');
    expect(files['no-doctors']).toBe('features/order/NoDoctorsPage.tsx');
    expect(files['privacy-policy']).toBe('features/privacy-policy/PrivacyPolicyPage.tsx');
    expect(new Set(Object.values(files)).size).toBe(ROUTES.length);
  });

  it('uses the feature page when it exists and the placeholder otherwise', async () => {
    const feature = async () => ({ default: () => null });
    expect(pageImporter('visits', { '../../features/visits/VisitsPage.tsx': feature })).toBe(feature);
    const placeholder = await pageImporter('contact', {})();
    expect(placeholder.default.name).toBe('PlaceholderPage');
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
