// `error.*` is in the shell too, but built from core's ERROR_CODES, which the entry carries anyway.
import shellPl from 'virtual:wizyta-messages/common+portal/pl';
import { createLoadableMessages, type Locale, type Messages, precompiledErrorMessages } from '@wizyta/core';
import { type AreaLoader, MESSAGE_AREA_LOADERS } from './messageAreaLoaders';
import type { RouteMessageArea } from './routeMessageAreas';

/** The portal's messages and the way to add a route's areas before its page renders. */
export interface PortalMessages {
  /** One object for the app's lifetime (features hold it through `useApp()`); grows as areas load. */
  readonly messages: Messages;
  /** Resolves once every area's messages are in `messages` (each area is fetched once). */
  loadAreas(areas: readonly RouteMessageArea[]): Promise<void>;
}

/**
 * The portal's messages in `locale`. The entry carries only the shell's Polish areas
 * (`SHELL_MESSAGE_AREAS`); English fetches its shell chunk first, and each route area comes with
 * its route. English loads the Polish chunks too, as the fallback for a text not yet translated;
 * Polish loads no English, since a missing Polish text already fails core's tests. When the
 * English shell chunk cannot be fetched the portal stays Polish rather than half-translated.
 */
export async function createPortalMessages(locale: Locale): Promise<PortalMessages> {
  let english = false;
  const pl = { ...shellPl, ...precompiledErrorMessages('pl') };
  let loadable = createLoadableMessages('pl', { pl });
  if (locale === 'en') {
    try {
      const shellEn = await import('virtual:wizyta-messages/common+portal/en');
      const en = { ...shellEn.default, ...precompiledErrorMessages('en') };
      loadable = createLoadableMessages('en', { pl, en });
      english = true;
    } catch (error) {
      console.error(error);
    }
  }
  const { add } = loadable;

  const loading = new Map<AreaLoader, Promise<void>>();
  const loadChunk = (loader: AreaLoader): Promise<void> => {
    let pending = loading.get(loader);
    if (!pending) {
      pending = Promise.all([loader.pl(), english ? loader.en() : null]).then(([pl, en]) => {
        add(en ? { pl: pl.default, en: en.default } : { pl: pl.default });
      });
      // A failed fetch (offline) is not remembered, so the next navigation tries again.
      pending.catch(() => loading.delete(loader));
      loading.set(loader, pending);
    }
    return pending;
  };

  return {
    messages: loadable.messages,
    loadAreas: async (areas) => {
      await Promise.all([...new Set(areas.map((area) => MESSAGE_AREA_LOADERS[area]))].map(loadChunk));
    },
  };
}
