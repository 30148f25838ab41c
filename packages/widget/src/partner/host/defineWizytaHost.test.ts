import { startInProcessBackend } from '@wizyta/testkit/backend';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineWizytaHost } from './defineWizytaHost';

describe('<wizyta-booking> on a partner page (jsdom: another origin than the widget script)', () => {
  beforeAll(async () => {
    const backend = await startInProcessBackend();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      backend.fetch(new Request(input, init)),
    );
    defineWizytaHost();
  });
  afterEach(() => document.body.replaceChildren());

  it('renders the flow frame of the brand in its shadow root, with no personal data in its address', async () => {
    const element = document.createElement('wizyta-booking');
    element.setAttribute('config-url', 'http://localhost:8080/b/welbi/config.json');
    element.setAttribute('lang', 'en');
    element.setAttribute('prefill', JSON.stringify({ patient: { pesel: '44051401359' } }));
    document.body.append(element);
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('iframe')).not.toBeNull());
    const frame = element.shadowRoot?.querySelector('iframe');
    const src = new URL(frame?.getAttribute('src') ?? '');
    expect(src.pathname.endsWith('/flow.html')).toBe(true);
    expect(src.searchParams.get('type')).toBe('welbi');
    expect(src.searchParams.get('lang')).toBe('en');
    expect(src.searchParams.get('origin')).toBe(window.location.origin);
    expect(src.href).not.toContain('44051401359');
    expect(frame?.title).toBe('Book a doctor visit');
    expect(element.shadowRoot?.adoptedStyleSheets).toHaveLength(1);
  });

  it('reports a configuration that cannot load (4982) and says so in the element', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errors: unknown[] = [];
    document.addEventListener('wizyta:error', (event) => errors.push((event as CustomEvent).detail));
    const element = document.createElement('wizyta-booking');
    element.setAttribute('config-url', 'http://localhost:8080/b/nieznana/config.json');
    document.body.append(element);
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('[role=alert]')).not.toBeNull());
    expect(errors).toEqual([
      { code: 4982, message: expect.stringContaining('Nie udało się'), instance: expect.any(String), v: 1 },
    ]);
  });

  it('in popup mode is a button that opens a dialog holding the frame', async () => {
    const element = document.createElement('wizyta-booking');
    element.setAttribute('mode', 'popup');
    element.setAttribute('config-url', 'http://localhost:8080/config.json');
    document.body.append(element);
    // The dialog's code arrives as a chunk of its own: the launcher shows once it has.
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('button[part=button]')).not.toBeNull());
    const button = element.shadowRoot?.querySelector('button[part=button]');
    expect(button?.textContent).toBe('Umów wizytę');
    expect(element.shadowRoot?.querySelector('iframe')).toBeNull();
    const dialog = element.shadowRoot?.querySelector('dialog');
    if (dialog)
      dialog.showModal ??= function (this: HTMLDialogElement) {
        this.open = true;
      };
    (button as HTMLButtonElement).click();
    expect(element.hasAttribute('open')).toBe(true);
    await vi.waitFor(() => expect(dialog?.querySelector('iframe')).not.toBeNull());
  });
});
