import { useEffect } from 'react';
import type { WizytaEmit } from '../flow/BookingRootProps';

/** Emits `wizyta:resize` with the host's rounded height whenever it changes. */
export function useHostResize(host: Element | null, emit: WizytaEmit): void {
  useEffect(() => {
    if (!host || typeof ResizeObserver === 'undefined') return;
    let last = -1;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(host.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      emit('wizyta:resize', { height });
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, [host, emit]);
}
