import { startInProcessBackend } from '@wizyta/testkit/backend';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installWizytaGlobal } from '../global/installWizytaGlobal';
import { defineWizytaHost } from './defineWizytaHost';
import { openFlowDialog } from './openFlowDialog';
import { PAYMENT_HANDOFF_KEY } from './paymentHandoff';

// The widget's script as served by the provider, whose host the brands' configs are on.
vi.mock('../../contract/scriptUrl', async (original) => ({
  ...(await original<typeof import('../../contract/scriptUrl')>()),
  SCRIPT_URL: 'http://localhost:8080/widget/wizyta-widget.js',
}));

const PAGE = window.location.pathname;
/**
 * The page as the payment gateway sends the patient back to it (it adds nothing but what the flow
 * gave it), with the visit the page kept from the frame's hand-off.
 */
function returnTo(query: string): void {
  sessionStorage.setItem(PAYMENT_HANDOFF_KEY, 'w-1');
  window.history.replaceState(null, '', `${PAGE}?${query}`);
}

function widget(attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('wizyta-booking');
  element.setAttribute('config-url', 'http://localhost:8080/b/sandbox/config.json');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** The flow frame's address in `element` (in its dialog, in the popup modes), once it has one. */
async function frameOf(element: HTMLElement): Promise<URL> {
  let src = '';
  await vi.waitFor(() => {
    src = element.shadowRoot?.querySelector('iframe')?.getAttribute('src') ?? '';
    expect(src).not.toBe('');
  });
  return new URL(src);
}

beforeAll(async () => {
  const backend = await startInProcessBackend();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    backend.fetch(new Request(input, init)),
  );
  // jsdom's dialog has no showModal.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
  defineWizytaHost();
  installWizytaGlobal(window);
}, 60_000);
afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', PAGE);
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("the payment gateway's return on a partner page", () => {
  it('after client-side navigation: the only widget shows a return named for a widget the page no longer has', async () => {
    // Three pages of a single-page app, each rendering its own element, then the full page load
    // of the gateway's return, which names a widget that is not there (an older release named a
    // remounted element anew each time: wizyta-2, wizyta-3, …; or the page's widgets changed).
    for (let page = 0; page < 3; page += 1) document.body.replaceChildren(widget());
    returnTo(`wizyta=wizyta-7`);
    const element = widget();
    document.body.replaceChildren(element);
    const frame = await frameOf(element);
    expect(frame.searchParams.get('appointmentId')).toBe('w-1');
    expect(window.location.search).toBe('');
  });

  it('with several widgets, a return named for none is shown by the first, and the developer is told once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    returnTo(`wizyta=gone`);
    const [first, second] = [widget(), widget()];
    document.body.append(first, second);
    expect((await frameOf(first)).searchParams.get('appointmentId')).toBe('w-1');
    expect((await frameOf(second)).searchParams.has('appointmentId')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('names "gone"');
  });

  it('a popup the return names opens its dialog on the result by itself', async () => {
    returnTo(`wizyta=okno`);
    const inline = widget();
    const popup = widget({ mode: 'popup', id: 'okno' });
    document.body.append(inline, popup);
    expect(popup.hasAttribute('open')).toBe(true);
    // The dialog's code is a chunk of its own: the dialog opens once it has arrived.
    await vi.waitFor(() => expect(popup.shadowRoot?.querySelector('dialog')?.open).toBe(true));
    expect((await frameOf(popup)).searchParams.get('appointmentId')).toBe('w-1');
    expect((await frameOf(inline)).searchParams.has('appointmentId')).toBe(false);
  });

  it("Wizyta('open')'s dialog, gone after the trip, opens again with its brand on the result", async () => {
    openFlowDialog(document, {
      brand: 'signal_iduna',
      lang: 'en',
      prefill: { patient: { firstName: 'Anna' } },
    });
    const before = document.querySelector('wizyta-booking[data-wizyta-dialog]');
    expect(before?.getAttribute('brand')).toBe('signal_iduna');
    document.body.replaceChildren(widget());
    returnTo(`wizyta=wizyta-dialog`);
    // The page loaded afresh: the bundle installs its global again.
    delete window.Wizyta;
    installWizytaGlobal(window);
    // Wizyta('open')'s code is a chunk of its own, fetched for the return.
    await vi.waitFor(() =>
      expect(document.querySelector('wizyta-booking[data-wizyta-dialog]')?.hasAttribute('open')).toBe(true),
    );
    const dialog = document.querySelector<HTMLElement>('wizyta-booking[data-wizyta-dialog]');
    expect(dialog?.hasAttribute('prefill')).toBe(false);
    const frame = await frameOf(dialog!);
    expect(frame.searchParams.get('type')).toBe('signal_iduna');
    expect(frame.searchParams.get('lang')).toBe('en');
    expect(frame.searchParams.get('appointmentId')).toBe('w-1');
  });
});

describe('the brand an element names', () => {
  it('is any brand of the list, underscores too; an unknown one is an error on the console and in the element', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const known = document.createElement('wizyta-booking');
    known.setAttribute('brand', 'tu_europa');
    const unknown = document.createElement('wizyta-booking');
    unknown.setAttribute('brand', 'Sandbox');
    document.body.append(known, unknown);
    expect((await frameOf(known)).searchParams.get('type')).toBe('tu_europa');
    await vi.waitFor(() => expect(unknown.shadowRoot?.querySelector('[role=alert]')).not.toBeNull());
    expect(unknown.shadowRoot?.querySelector('iframe')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('brand "Sandbox" is not a brand'));
  });
});
