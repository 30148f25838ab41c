import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/createTestApp';
import { renderWithShell } from '../../testing/renderWithShell';
import RegulationPage from './RegulationPage';

describe('RegulationPage', () => {
  it.each([
    ['general', '/documents/regulamin.pdf'],
    ['pzu', '/b/pzu/documents/regulamin.pdf'],
    ['welbi', '/b/welbi/documents/welbi-regulamin.pdf'],
  ])('links %s to its own regulation PDF', async (type, href) => {
    const { app } = await createTestApp({ type: type === 'general' ? undefined : type });
    renderWithShell(app, <RegulationPage />, '/regulation');
    expect(screen.getByRole('heading', { level: 1, name: 'Regulamin' })).toBeTruthy();
    const link = screen.getByRole('link', { name: /Pobierz regulamin/ });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('(PDF, otwiera się w nowej karcie)');
    expect(document.querySelector('object, embed, iframe')).toBeNull();
    if (type === 'welbi') expect(screen.getByText(/Regulamin Welbi/)).toBeTruthy();
  });
});
