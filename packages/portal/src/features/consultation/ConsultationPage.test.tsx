import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../components/testing/renderWithApp';
import ConsultationPage from './ConsultationPage';

const at = (id: string) => ({ path: '/consultation/:id', url: `/consultation/${id}` });

describe('ConsultationPage', () => {
  it('frames a video room whose origin is exactly on the trust list, with camera and microphone', async () => {
    const view = await renderWithApp(<ConsultationPage />, at('w-1003'));
    const frame = await screen.findByTitle('Pokój wideo konsultacji');
    expect(frame.tagName).toBe('IFRAME');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(view.app.config.allowedIframeDataSources).toContain(src.origin);
    expect(frame.getAttribute('allow')).toBe('camera; microphone');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(screen.getByRole('heading', { level: 1, name: 'Konsultacja wideo' })).toBeTruthy();
  });

  it('refuses to frame a room off the trust list and offers it in a new tab', async () => {
    const { container } = await renderWithApp(<ConsultationPage />, at('w-1004'));
    expect(await screen.findByText(/spoza listy zaufanych/)).toBeTruthy();
    expect(container.querySelector('iframe')).toBeNull();
    const link = screen.getByRole('link', { name: /Otwórz pokój wideo w nowej karcie/ });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wideo\.niezaufany\.example\//);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    'http://127.0.0.1:8082/wideo/pokoj',
    'https://127.0.0.1:8081/wideo/pokoj',
    'http://localhost:8081/wideo/pokoj',
  ])('does not frame %s: another port, scheme or host than the trusted origin', async (url) => {
    const { container } = await renderWithApp(<ConsultationPage />, {
      ...at('w-1003'),
      intercept: async (request, next) => {
        if (!request.url.endsWith('/appointments/w-1003')) return undefined;
        const visit = await (await next(request)).json();
        return Response.json({ ...visit, aureroVisitUrl: url });
      },
    });
    expect(await screen.findByText(/spoza listy zaufanych/)).toBeTruthy();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('opens the chat room for a chat visit', async () => {
    await renderWithApp(<ConsultationPage />, at('w-1007'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Konsultacja na czacie' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Twoje pytanie do lekarza' })).toBeTruthy();
  });
});
