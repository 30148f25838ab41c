// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { dispatchWizytaEvent } from '@wizyta/widget/events/dispatchWizytaEvent';
import { installWizytaGlobal } from '@wizyta/widget/events/installWizytaGlobal';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { useWizyta as UseWizyta } from './useWizyta';
import type { WizytaBooking as Booking } from './WizytaBooking';

const SRC = 'http://localhost:8080/widget/wizyta-loader.js';
const BOOKED = {
  appointmentId: '7',
  start: '2026-11-25T10:00:00+01:00',
  appointmentType: 'CALL',
  price: 0,
  attribution: {},
};

let WizytaBooking: typeof Booking;
let useWizyta: typeof UseWizyta;

const loaderScripts = () => Array.from(document.head.querySelectorAll(`script[src="${SRC}"]`));

/** The browser's side: the loader's global arrives, then the script's `load` event. */
async function loaderRuns(): Promise<void> {
  installWizytaGlobal(window);
  await act(async () => {
    loaderScripts()[0]?.dispatchEvent(new Event('load'));
  });
}

beforeEach(async () => {
  // @wizyta/embed keeps the page's one loader in module state: fresh modules (and page) per test.
  vi.resetModules();
  ({ WizytaBooking } = await import('./WizytaBooking'));
  ({ useWizyta } = await import('./useWizyta'));
});

afterEach(() => {
  cleanup();
  document.head.replaceChildren();
  delete window.Wizyta;
});

it('gives each of two widgets its own events and loads the loader once', async () => {
  const first = vi.fn();
  const second = vi.fn();
  const { container } = render(
    <>
      <WizytaBooking src={SRC} id="a" onBooked={first} />
      <WizytaBooking src={SRC} id="b" mode="popup" onBooked={second} />
    </>,
  );
  expect(loaderScripts()).toHaveLength(1);
  const [a, b] = Array.from(container.querySelectorAll('wizyta-booking'));
  dispatchWizytaEvent(a!, 'wizyta:booked', BOOKED);
  // Each detail names its element (the widget's instance: its id here).
  expect(first).toHaveBeenCalledWith({ ...BOOKED, v: 1, instance: 'a' }, expect.any(CustomEvent));
  expect(second).not.toHaveBeenCalled();
  dispatchWizytaEvent(b!, 'wizyta:booked', BOOKED);
  expect(second).toHaveBeenCalledWith({ ...BOOKED, v: 1, instance: 'b' }, expect.any(CustomEvent));
  expect(first).toHaveBeenCalledTimes(1);
  expect(b?.getAttribute('mode')).toBe('popup');
});

it('calls the latest handler and none after unmount, without listening on the window', () => {
  const before = vi.fn();
  const after = vi.fn();
  const { container, rerender, unmount } = render(<WizytaBooking src={SRC} onStep={before} />);
  const element = container.querySelector('wizyta-booking')!;
  rerender(<WizytaBooking src={SRC} onStep={after} />);
  dispatchWizytaEvent(element, 'wizyta:step', { step: 'summary' });
  expect(before).not.toHaveBeenCalled();
  expect(after).toHaveBeenCalledWith(
    { step: 'summary', v: 1, instance: expect.any(String) },
    expect.any(CustomEvent),
  );
  dispatchWizytaEvent(document.body, 'wizyta:step', { step: 'search' });
  expect(after).toHaveBeenCalledTimes(1);
  unmount();
  dispatchWizytaEvent(element, 'wizyta:step', { step: 'personal' });
  expect(after).toHaveBeenCalledTimes(1);
});

it('reports a loader that failed to onLoadError', async () => {
  const onLoadError = vi.fn();
  render(<WizytaBooking src={SRC} onLoadError={onLoadError} />);
  await act(async () => {
    loaderScripts()[0]?.dispatchEvent(new Event('error'));
  });
  expect(onLoadError).toHaveBeenCalledWith(
    expect.objectContaining({ message: expect.stringContaining(SRC) }),
  );
});

/** A page that opens the booking from a button of its own, on its brand. */
let controls: ReturnType<typeof UseWizyta> | undefined;

function Page() {
  const wizyta = useWizyta({ src: SRC, brand: 'sandbox', partner: 'moj-sklep' });
  controls = wizyta;
  return (
    <>
      <output>{wizyta.ready ? 'ready' : 'loading'}</output>
      <button type="button" onClick={() => wizyta.open({ specialization: 3, appointmentType: 'CALL' })}>
        open
      </button>
    </>
  );
}

const dialogElement = () => document.querySelector('wizyta-booking[mode="dialog"]');

it("useWizyta opens the booking on the hook's brand, with the call's options, once the loader is there", async () => {
  render(<Page />);
  expect(screen.getByRole('status').textContent).toBe('loading');
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  await loaderRuns();
  expect(screen.getByRole('status').textContent).toBe('ready');
  // The dialog's code is a chunk of its own: the dialog element comes once it has arrived.
  await vi.waitFor(() => expect(dialogElement()).not.toBeNull());
  const dialog = dialogElement();
  expect(dialog?.getAttribute('brand')).toBe('sandbox');
  expect(dialog?.getAttribute('partner')).toBe('moj-sklep');
  expect(dialog?.getAttribute('specialization')).toBe('3');
  expect(dialog?.getAttribute('appointment-type')).toBe('CALL');
  expect(dialog?.hasAttribute('open')).toBe(true);
  expect(controls?.version).toBe(window.Wizyta?.version);
  Object.assign(window.Wizyta!, { version: '0.1.0' });
  expect(controls?.version).toBe('0.1.0');
});

it('removes the dialog element when the last component using it unmounts, not on a remount', async () => {
  const first = render(<Page />);
  await loaderRuns();
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  await vi.waitFor(() => expect(dialogElement()).not.toBeNull());
  // The next page of a single-page app uses the hook too: the dialog (and where the patient was) stays.
  first.unmount();
  const second = render(<Page />);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(dialogElement()).not.toBeNull();
  second.unmount();
  await vi.waitFor(() => expect(dialogElement()).toBeNull());
});

it("useWizyta hears the page's events through on() until unsubscribed", async () => {
  render(<Page />);
  await loaderRuns();
  const step = vi.fn();
  const stop = controls!.on('wizyta:step', step);
  const element = document.body.appendChild(document.createElement('wizyta-booking'));
  await vi.waitFor(() => {
    dispatchWizytaEvent(element, 'wizyta:step', { step: 'summary' });
    expect(step).toHaveBeenCalled();
  });
  stop();
  const calls = step.mock.calls.length;
  dispatchWizytaEvent(element, 'wizyta:step', { step: 'personal' });
  expect(step).toHaveBeenCalledTimes(calls);
  element.remove();
});

it("passes the consent prop to the page's dataLayer bridge", async () => {
  const page = window as Window & { dataLayer?: unknown[] };
  const { container } = render(<WizytaBooking src={SRC} dataLayer consent />);
  await loaderRuns();
  const element = container.querySelector('wizyta-booking')!;
  expect(element.getAttribute('data-layer')).toBe('');
  await vi.waitFor(() => {
    dispatchWizytaEvent(element, 'wizyta:step', { step: 'summary' });
    expect(page.dataLayer?.length).toBeGreaterThan(0);
  });
  delete page.dataLayer;
});
