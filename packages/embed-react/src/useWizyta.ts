import { type LoadWizytaOptions, loadWizyta, type Wizyta, type WizytaOpenOptions } from '@wizyta/embed';
import { useEffect, useMemo, useState } from 'react';
import { reportLoadError } from './reportLoadError.js';

/** What {@link useWizyta} returns: the page widget's calls, usable from event handlers. */
export interface WizytaControls {
  /** True once the loader is on the page (calls before that wait for it). */
  readonly ready: boolean;
  /** The widget release running on the page, once its bundle has loaded (read at access). */
  readonly version: string | undefined;
  /** Opens the booking in a dialog (`Wizyta('open', options)`). */
  open(options?: WizytaOpenOptions): void;
  /** Closes the booking dialog. */
  close(): void;
  /** Prefills every `<wizyta-booking>` on the page. */
  prefill(data: Readonly<Record<string, unknown>>): void;
}

/**
 * The page widget's `open`/`close`/`prefill` from React. Loads the loader in an effect (never
 * during server rendering); a call made before it has loaded runs once it has. Pass the same
 * loader options as to `<WizytaBooking>`.
 */
export function useWizyta(options: LoadWizytaOptions = {}): WizytaControls {
  const { src, version, integrity } = options;
  const [wizyta, setWizyta] = useState<Wizyta>();
  useEffect(() => {
    let mounted = true;
    loadWizyta({ src, version, integrity }).then((loaded) => {
      if (mounted) setWizyta(loaded);
    }, reportLoadError);
    return () => {
      mounted = false;
    };
  }, [src, version, integrity]);
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
      open: (openOptions) => run((loaded) => loaded.open(openOptions)),
      close: () => run((loaded) => loaded.close()),
      prefill: (data) => run((loaded) => loaded.prefill(data)),
    };
  }, [wizyta, src, version, integrity]);
}
