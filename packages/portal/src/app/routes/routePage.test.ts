import { ROUTES } from '@wizyta/core';
import { describe, expect, it } from 'vitest';
import { featurePageFile } from './featurePageFile';
import { pageImporter } from './routePage';

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
});
