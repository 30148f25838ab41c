import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/createTestApp';
import { renderWithShell } from '../../testing/renderWithShell';
import PrivacyPolicyPage from './PrivacyPolicyPage';

describe('PrivacyPolicyPage', () => {
  it('links to the privacy policy PDF', async () => {
    const { app } = await createTestApp({ type: 'welbi' });
    renderWithShell(app, <PrivacyPolicyPage />, '/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Polityka prywatności' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Pobierz politykę prywatności/ }).getAttribute('href')).toBe(
      '/b/welbi/documents/polityka-prywatnosci.pdf',
    );
  });
});
