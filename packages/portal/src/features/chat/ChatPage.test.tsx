import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../components/testing/renderWithApp';
import ChatPage from './ChatPage';

const at = (id: string) => ({ path: '/chat/:id', url: `/chat/${id}` });

describe('ChatPage', () => {
  it('lets the patient ask one question, says until when, then replaces the form', async () => {
    await renderWithApp(<ChatPage />, at('w-1001'));
    expect(screen.getByRole('heading', { level: 1, name: 'Czat z lekarzem' })).toBeTruthy();
    const field = await screen.findByRole('textbox', { name: 'Twoje pytanie do lekarza' });
    expect(
      screen.getByText(/Masz na to czas do \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} \(czasu polskiego\)/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij pytanie' }));
    expect(screen.getByText('Wpisz treść wiadomości.')).toBeTruthy();
    await userEvent.type(field, 'Czy mogę wrócić do pracy jutro?');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij pytanie' }));
    const list = await screen.findByRole('list', { name: 'Wiadomości' });
    expect(within(list).getByRole('article', { name: /^Anna Kowalska, / }).textContent).toContain(
      'Czy mogę wrócić do pracy jutro?',
    );
    expect(screen.getByRole('status').textContent).toBe('Wiadomość została wysłana.');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText(/Pytanie do lekarza zostało już zadane/)).toBeTruthy();
  });

  it('keeps the draft after a failed send (4887 toast)', async () => {
    const view = await renderWithApp(<ChatPage />, at('w-1001'));
    const field = await screen.findByRole('textbox', { name: 'Twoje pytanie do lekarza' });
    await userEvent.type(field, 'test');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij pytanie' }));
    await waitFor(() => expect(view.toasts().some((t) => t.startsWith('Błąd 4887'))).toBe(true));
    expect(screen.getByRole('status').textContent).toContain('Jej treść pozostała w polu');
    expect(
      (screen.getByRole('textbox', { name: 'Twoje pytanie do lekarza' }) as HTMLTextAreaElement).value,
    ).toBe('test');
  });

  it('shows an old visit’s conversation and the closed window instead of the form', async () => {
    await renderWithApp(<ChatPage />, at('w-1002'));
    const list = await screen.findByRole('list', { name: 'Wiadomości' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText(/Lekarz — odpowiedź na czacie/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText(/Pytanie do lekarza zostało już zadane/)).toBeTruthy();
  });

  it('says the window closed when no question was asked in time', async () => {
    await renderWithApp(<ChatPage />, at('w-1012'));
    expect(await screen.findByText(/Czas na zadanie pytania minął \d{2}\.\d{2}\.\d{4}/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('renders an HTML payload as inert text', async () => {
    await renderWithApp(<ChatPage />, at('w-1001'));
    const payload = '<img src=x onerror=alert(1)>';
    await userEvent.type(await screen.findByRole('textbox'), payload.replace(/[{[]/g, '$&$&'));
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij pytanie' }));
    const list = await screen.findByRole('list', { name: 'Wiadomości' });
    expect(within(list).getByText(payload)).toBeTruthy();
    expect(list.querySelector('img')).toBeNull();
  });

  it('lets the doctor answer the patient’s question', async () => {
    const patient = await renderWithApp(<ChatPage />, at('w-1001'));
    await patient.api.sendMessage({ params: { id: 'w-1001' }, body: { message: 'Czy to coś poważnego?' } });
    patient.unmount();
    await renderWithApp(<ChatPage />, { ...at('w-1001'), account: 'lekarz', backend: patient.backend });
    const field = await screen.findByRole('textbox', { name: 'Odpowiedź dla pacjenta' });
    await userEvent.type(field, 'Nie, proszę odpoczywać.');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij odpowiedź' }));
    const list = await screen.findByRole('list', { name: 'Wiadomości' });
    await within(list).findByText('Nie, proszę odpoczywać.');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Pacjent nie czeka na odpowiedź.')).toBeTruthy();
  });
});
