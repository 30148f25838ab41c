import { DIALOG_INSTANCE } from '../../contract/instanceOf';
import { reportOnce } from '../../contract/reportOnce';
import { isWizytaEventName, type WizytaEventName } from '../../contract/WizytaEventMap';
import type { WizytaGlobal, WizytaHandler, WizytaQueuedCall } from '../../contract/WizytaGlobal';
import { WIDGET_VERSION } from '../delivery/widgetVersion';
import { onOpenClick } from '../host/openTrigger';
import { returnedInstance } from '../host/paymentReturnFor';

type Listener = (event: Event) => void;

/**
 * Replaces the loader's queue stub `window.Wizyta` with the real API and replays the calls queued
 * before the bundle loaded, in order. `Wizyta('on', name, handler)` listens on `document` (host
 * events bubble and are composed); `Wizyta('off', name, handler)` removes it; `Wizyta('open', {…})`
 * opens the booking in a dialog and `Wizyta('close')` closes it; `Wizyta('prefill', {…})` hands
 * every element the partner's prefill; `Wizyta('consent', true|false)` turns the opt-in `dataLayer`
 * bridge on or off (`analytics/setDataLayerConsent.ts`). Without the loader (which does it
 * itself) it also makes `data-wizyta-open` elements open the dialog. On the payment gateway's
 * return to the dialog, it opens the dialog again (the result shows at once). Idempotent.
 */
export function installWizytaGlobal(win: Window & typeof globalThis = window): WizytaGlobal {
  const existing = win.Wizyta;
  if (existing?.loaded) return existing;
  const doc = win.document;
  const listeners = new Map<WizytaHandler<never>, Map<WizytaEventName, Listener>>();
  // The dialog, prefill and close commands are chunks of their own (most pages call none of them;
  // an inline widget never opens a dialog). Each waits behind the one before, so `open` then
  // `prefill` or `close` keep their order; a chunk that does not arrive loses its command only, and
  // a command that fails is reported with its own error (not as a chunk that did not arrive).
  let pageQueue: Promise<void> = Promise.resolve();
  const later = <M>(load: () => Promise<M>, command: (module: M) => void): void => {
    pageQueue = pageQueue.then(() =>
      load().then(
        (module) => {
          try {
            command(module);
          } catch (error) {
            reportOnce(`Wizyta(): ${error}`, 'error');
          }
        },
        () => {
          reportOnce('Wizyta(): a part of the widget could not be loaded; the call was ignored');
        },
      ),
    );
  };
  const dialogs = () => import('../host/openFlowDialog');
  const pageCommands = () => import('../host/pageCommands');

  const run = (args: WizytaQueuedCall): void => {
    const [command, name, handler] = Array.from(args);
    // The dataLayer bridge is a chunk of its own: pages that never give consent never load it.
    if (command === 'consent') {
      void import('../analytics/setDataLayerConsent').then((m) => m.setDataLayerConsent(win, name === true));
      return;
    }
    if (command === 'open' || command === 'close' || command === 'prefill') {
      if (command === 'open') later(dialogs, (m) => m.openFlowDialog(doc, name));
      else if (command === 'prefill') later(pageCommands, (m) => m.prefillAll(doc, name));
      else later(pageCommands, (m) => m.closeFlowDialogs(doc));
      return;
    }
    if (
      (command !== 'on' && command !== 'off') ||
      !isWizytaEventName(name) ||
      typeof handler !== 'function'
    ) {
      reportOnce(`Wizyta(): ignored an unknown call ${String(command)} ${String(name)}`);
      return;
    }
    const key = handler as WizytaHandler<never>;
    const byName = listeners.get(key) ?? new Map<WizytaEventName, Listener>();
    const current = byName.get(name);
    if (current) doc.removeEventListener(name, current);
    byName.delete(name);
    if (command === 'on') {
      const listener: Listener = (event) => {
        const custom = event as CustomEvent;
        (handler as WizytaHandler)(custom.detail, custom);
      };
      byName.set(name, listener);
      doc.addEventListener(name, listener);
    }
    listeners.set(key, byName);
  };

  const api = function Wizyta(...args: unknown[]) {
    run(args);
  } as WizytaGlobal;
  api.loaded = true;
  api.version = WIDGET_VERSION;
  api.q = [];
  const queued = existing?.q ?? [];
  const loader = existing?.loader === true;
  win.Wizyta = api;
  if (!loader) onOpenClick(win);
  for (const call of queued) run(call);
  if (returnedInstance(doc.URL) === DIALOG_INSTANCE) later(dialogs, (m) => m.reopenReturnedDialog(doc));
  return api;
}
