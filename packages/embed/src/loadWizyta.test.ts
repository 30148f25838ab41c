// @vitest-environment jsdom
import { dispatchWizytaEvent } from '@wizyta/widget/events/dispatchWizytaEvent';
import { installWizytaGlobal } from '@wizyta/widget/events/installWizytaGlobal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { loadWizyta as LoadWizyta } from './loadWizyta';

const SRC = 'http://localhost:8080/widget/v0/wizyta-loader.js';
const BOOKED = {
  appointmentId: '42',
  start: '2026-11-25T10:00:00+01:00',
  appointmentType: 'CALL',
  price: 99,
  attribution: { partner: 'moj-sklep' },
};

let loadWizyta: typeof LoadWizyta;

/** The loader scripts on the page. */
const scripts = () => Array.from(document.head.querySelectorAll('script'));

/** The browser's side of a loaded loader: its global is on the page, then its `load` event. */
function loaderRuns(script: HTMLScriptElement): void {
  installWizytaGlobal(window);
  script.dispatchEvent(new Event('load'));
}

beforeEach(async () => {
  // loadWizyta keeps the page's one loader in module state: a fresh module (and page) per test.
  vi.resetModules();
  ({ loadWizyta } = await import('./loadWizyta'));
});

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete window.Wizyta;
});

describe('loadWizyta', () => {
  it('adds the loader script once, async, and resolves every caller to one handle', async () => {
    const first = loadWizyta({ src: SRC });
    const second = loadWizyta({ src: SRC });
    expect(scripts()).toHaveLength(1);
    const [script] = scripts();
    expect(script?.src).toBe(SRC);
    expect(script?.async).toBe(true);
    expect(script?.hasAttribute('integrity')).toBe(false);
    expect(script?.hasAttribute('crossorigin')).toBe(false);
    loaderRuns(script!);
    expect(await first).toBe(await second);
    expect((await first).active).toBe(true);
  });

  it('pins the script with integrity and CORS when given a hash', () => {
    void loadWizyta({ version: '0.1.0', integrity: 'sha384-abc' });
    const [script] = scripts();
    expect(script?.src).toBe('https://widget.wizyta.example/widget/0.1.0/wizyta-loader.js');
    expect(script?.integrity).toBe('sha384-abc');
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('rejects a failed load with the URL, removes the script and loads again on the next call', async () => {
    const failed = loadWizyta({ src: SRC, integrity: 'sha384-wrong' });
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`could not load ${SRC} (check the integrity hash`);
    expect(scripts()).toHaveLength(0);
    const retried = loadWizyta({ src: SRC });
    expect(scripts()).toHaveLength(1);
    loaderRuns(scripts()[0]!);
    await expect(retried).resolves.toMatchObject({ active: true });
  });

  it('refuses a second widget URL on the page and a script that is not the loader', async () => {
    const loading = loadWizyta({ src: SRC });
    await expect(loadWizyta({ src: 'https://other.example/wizyta-loader.js' })).rejects.toThrow(
      `already loaded from ${SRC}`,
    );
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('is not the Wizyta loader');
  });

  it('uses the loader already on the page (the plain snippet) instead of adding another', async () => {
    installWizytaGlobal(window);
    const wizyta = await loadWizyta({ src: SRC });
    expect(scripts()).toHaveLength(0);
    expect(wizyta.active).toBe(true);
  });
});

describe('the handle', () => {
  async function loaded() {
    const wizyta = loadWizyta({ src: SRC });
    loaderRuns(scripts()[0]!);
    return wizyta;
  }

  it("hands on() the typed detail of the page's widgets' events until unsubscribed", async () => {
    const wizyta = await loaded();
    const element = document.body.appendChild(document.createElement('wizyta-booking'));
    const booked = vi.fn();
    const stop = wizyta.on('wizyta:booked', booked);
    dispatchWizytaEvent(element, 'wizyta:booked', BOOKED);
    // The detail names the element it came from (several widgets on one page).
    expect(booked).toHaveBeenCalledWith({ ...BOOKED, v: 1, instance: 'wizyta-1' }, expect.any(CustomEvent));
    stop();
    stop();
    dispatchWizytaEvent(element, 'wizyta:booked', BOOKED);
    expect(booked).toHaveBeenCalledTimes(1);
  });

  it('keeps two subscriptions of one handler apart', async () => {
    const wizyta = await loaded();
    const step = vi.fn();
    const stopFirst = wizyta.on('wizyta:step', step);
    wizyta.on('wizyta:step', step);
    dispatchWizytaEvent(document.body, 'wizyta:step', { step: 'search' });
    expect(step).toHaveBeenCalledTimes(2);
    stopFirst();
    dispatchWizytaEvent(document.body, 'wizyta:step', { step: 'summary' });
    expect(step).toHaveBeenCalledTimes(3);
  });

  it('prefills the elements and opens and closes the dialog through the page global', async () => {
    const wizyta = await loaded();
    const element = document.body.appendChild(document.createElement('wizyta-booking'));
    wizyta.prefill({ patient: { firstName: 'Jan' } });
    // Handed to the element, never written into the DOM (a session recorder reads attributes).
    expect(element.hasAttribute('prefill')).toBe(false);
    expect(document.body.outerHTML).not.toContain('Jan');
    wizyta.open({ brand: 'signal_iduna', specialization: 5, appointmentType: 'HOUSE', utmSource: 'mail' });
    // The dialog's code is a chunk of its own: the dialog element comes once it has arrived.
    await vi.waitFor(() => expect(document.querySelector('wizyta-booking[mode="dialog"]')).not.toBeNull());
    const dialog = document.querySelector('wizyta-booking[mode="dialog"]');
    expect(dialog?.getAttribute('specialization')).toBe('5');
    expect(dialog?.getAttribute('brand')).toBe('signal_iduna');
    expect(dialog?.getAttribute('appointment-type')).toBe('HOUSE');
    expect(dialog?.getAttribute('utm-source')).toBe('mail');
    expect(dialog?.hasAttribute('open')).toBe(true);
    wizyta.close();
    await vi.waitFor(() => expect(dialog?.hasAttribute('open')).toBe(false));
  });

  it("passes the visitor's consent to the page's dataLayer bridge", async () => {
    const wizyta = await loaded();
    const element = document.body.appendChild(document.createElement('wizyta-booking'));
    element.setAttribute('data-layer', '');
    const page = window as Window & { dataLayer?: unknown[] };
    wizyta.consent(true);
    await vi.waitFor(() => {
      dispatchWizytaEvent(element, 'wizyta:step', { step: 'summary' });
      expect(page.dataLayer?.length).toBeGreaterThan(0);
    });
    expect(page.dataLayer?.[0]).toEqual({ event: 'wizyta_step', wizyta: { step: 'summary' } });
    wizyta.consent(false);
    delete page.dataLayer;
  });

  it('reports the version of the widget running on the page, as its global says', async () => {
    const wizyta = await loaded();
    expect(wizyta.version).toBe(window.Wizyta?.version);
    Object.assign(window.Wizyta!, { version: '0.1.0' });
    expect(wizyta.version).toBe('0.1.0');
  });
});
