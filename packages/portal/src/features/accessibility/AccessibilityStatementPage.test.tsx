import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/createTestApp';
import { renderWithShell } from '../../testing/renderWithShell';
import AccessibilityStatementPage from './AccessibilityStatementPage';
import findings from './statementFindings.json';

describe('AccessibilityStatementPage', () => {
  it('states the brand, the conformance of this version, how to report a barrier, and PFRON', async () => {
    const { app } = await createTestApp({
      type: 'pzu',
      config: { contactPhone: '+48 22 100 20 30', contactEmail: 'dostepnosc@pzu.example' },
    });
    renderWithShell(app, <AccessibilityStatementPage />, '/deklaracja-dostepnosci');
    expect(screen.getByRole('heading', { level: 1, name: 'Deklaracja dostępności' })).toBeTruthy();
    expect(
      screen.getByText(/^PZU zapewnia dostępność serwisu http:\/\/localhost:\d+\/b\/pzu\//),
    ).toBeTruthy();
    expect(screen.getByText(/Dz\.U\. 2024 poz\. 731/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Status zgodności' })).toBeTruthy();
    expect(
      screen.getByText(new RegExp(`raportu zgodności wersji ${findings.version.replaceAll('.', '\\.')}`)),
    ).toBeTruthy();
    for (const row of findings.notEvaluated) expect(screen.getByText(`${row.id} ${row.handle}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'dostepnosc@pzu.example' }).getAttribute('href')).toBe(
      'mailto:dostepnosc@pzu.example',
    );
    expect(screen.getByRole('link', { name: '+48 22 100 20 30' }).getAttribute('href')).toBe(
      'tel:+48221002030',
    );
    expect(screen.getByRole('link', { name: 'formularz kontaktowy' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByText(/Prezes Zarządu Państwowego Funduszu Rehabilitacji/)).toBeTruthy();
    expect(screen.getByText(/w ciągu 14 dni/)).toBeTruthy();
  });

  it('without a configured phone or e-mail still offers the contact form', async () => {
    const { app } = await createTestApp({ config: { contactPhone: undefined, contactEmail: undefined } });
    renderWithShell(app, <AccessibilityStatementPage />, '/deklaracja-dostepnosci');
    expect(screen.getByText(/^Wizyta zapewnia dostępność serwisu/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'formularz kontaktowy' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^tel:|^\+48/ })).toBeNull();
  });
});
