import type { WizytaEventMap } from '@wizyta/embed';
import { type RefObject, useEffect, useRef } from 'react';
import { EVENT_PROPS, type WizytaEventProps } from './WizytaEventProps.js';

/**
 * Listens to the `wizyta:*` events of the one element in `ref` and calls the matching prop of
 * `handlers` (React 19 cannot bind `wizyta:*` events as props). Listeners sit on the element, not
 * the window, so two widgets on a page each hear their own. The latest props are read at
 * dispatch, so a new handler each render does not re-subscribe.
 */
export function useElementEvents(ref: RefObject<HTMLElement | null>, handlers: WizytaEventProps): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const listeners = Object.entries(EVENT_PROPS).map(([prop, name]) => {
      const listener = (event: Event) => {
        const handler = latest.current[prop as keyof WizytaEventProps] as
          | ((detail: WizytaEventMap[typeof name], event: CustomEvent) => void)
          | undefined;
        const custom = event as CustomEvent<WizytaEventMap[typeof name]>;
        handler?.(custom.detail, custom);
      };
      element.addEventListener(name, listener);
      return [name, listener] as const;
    });
    return () => {
      for (const [name, listener] of listeners) element.removeEventListener(name, listener);
    };
  }, [ref]);
}
