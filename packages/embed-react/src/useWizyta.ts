import {
  type LoadWizytaOptions,
  loadWizyta,
  type Wizyta,
  type WizytaEventName,
  type WizytaHandler,
  type WizytaOpenOptions,
  type WizytaPrefill,
} from '@wizyta/embed';
import { useEffect, useMemo, useRef, useState } from 'react';
import { reportLoadError } from './reportLoadError.js';
import { retainDialog } from './retainDialog.js';

/** Options of {@link useWizyta}: which loader, and what every `open()` starts with (brand, …). */
export interface UseWizytaOptions extends LoadWizytaOptions, WizytaOpenOptions {}

/** What {@link useWizyta} returns: the page widget's calls, usable from event handlers. */
export interface WizytaControls {
  /** True once the loader is on the page (calls before that wait for it). */
  readonly ready: boolean;
  /** The widget release running on the page, once its bundle has loaded (read at access). */
  readonly version: string | undefined;
  /**
   * Opens the booking in a dialog with the hook's options and these (which win):
   * `open({ appointmentType: 'CALL' })` on the hook's `brand`.
   */
  open(options?: WizytaOpenOptions): void;
  /** Closes the booking dialog. */
  close(): void;
  /** Prefills every `<wizyta-booking>` on the page. */
  prefill(data: WizytaPrefill): void;
  /** The visitor's analytics consent for the `dataLayer` bridge (the whole page). */
  consent(granted: boolean): void;
  /**
   * Listens to host event `name` of every widget on the page (the dialog's too); returns the
   * unsubscribe. Call it in an effect and return that from the effect.
   */
  on<Name extends WizytaEventName>(name: Name, handler: WizytaHandler<Name>): () => void;
}

/**
 * The page widget's `open`/`close`/`prefill`/`consent`/`on` from React. Loads the loader in an
 * effect (never during server rendering); a call made before it has loaded runs once it has. Pass
 * the same loader options as to `<WizytaBooking>`, and the brand (and any other option) every
 * `open()` starts with. The dialog `open()` adds to the page is removed when the last component
 * using this hook unmounts (a single-page app's other pages do not keep it).
 */
export function useWizyta(options: UseWizytaOptions = {}): WizytaControls {
  const { src, version, integrity, ...defaults } = options;
  const [wizyta, setWizyta] = useState<Wizyta>();
  const latest = useRef(defaults);
  latest.current = defaults;
  useEffect(() => {
    let mounted = true;
    loadWizyta({ src, version, integrity }).then((loaded) => {
      if (mounted) setWizyta(loaded);
    }, reportLoadError);
    return () => {
      mounted = false;
    };
  }, [src, version, integrity]);
  useEffect(() => retainDialog(document), []);
  return useMemo(() => {
    const run = (call: (loaded: Wizyta) => void) => {
      loadWizyta({ src, version, integrity }).then(call, reportLoadError);
    };
    return {
      ready: wizyta !== undefined,
      // Read when asked: the bundle (and its version) may arrive after the loader, unseen by React.
      get version() {
        return wizyta?.version;
      },
      open: (openOptions) => run((loaded) => loaded.open({ ...latest.current, ...openOptions })),
      close: () => run((loaded) => loaded.close()),
      prefill: (data) => run((loaded) => loaded.prefill(data)),
      consent: (granted) => run((loaded) => loaded.consent(granted)),
      on(name, handler) {
        let stop: (() => void) | undefined;
        let stopped = false;
        run((loaded) => {
          if (!stopped) stop = loaded.on(name, handler);
        });
        return () => {
          stopped = true;
          stop?.();
        };
      },
    };
  }, [wizyta, src, version, integrity]);
}
