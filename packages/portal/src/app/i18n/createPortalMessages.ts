// `error.*` is in the shell too: Polish built from core's ERROR_CODES, which the entry carries
// anyway (AppError); English from core's ERROR_TEXTS_EN, fetched with the English shell, and
// Ukrainian's come in its shell chunk (ERROR_CODES holds only Polish).
import shellPl from 'virtual:wizyta-messages/common+portal/pl';
import {
  createLoadableMessages,
  ERROR_CODES,
  type Locale,
  type MessageChunk,
  type Messages,
  precompiledErrorMessages,
} from '@wizyta/core';
import { type AreaLoader, MESSAGE_AREA_LOADERS } from './messageAreaLoaders';
import type { RouteMessageArea } from './routeMessageAreas';

/** The portal's messages and the way to add a route's areas before its page renders. */
export interface PortalMessages {
  /** One object for the app's lifetime (features hold it through `useApp()`); grows as areas load. */
  readonly messages: Messages;
  /** Resolves once every area's messages are in `messages` (each area is fetched once). */
  loadAreas(areas: readonly RouteMessageArea[]): Promise<void>;
}

type Translation = Exclude<Locale, 'pl'>;

// Each by a literal id, so that the bundler gives each language's shell a chunk of its own.
const SHELLS: Readonly<Record<Translation, () => Promise<MessageChunk>>> = {
  en: () =>
    Promise.all([
      import('virtual:wizyta-messages/common+portal/en'),
      import('@wizyta/core/i18n/messages/errorsEn'),
    ]).then(([shell, { ERROR_TEXTS_EN }]) => ({
      en: { ...shell.default, ...precompiledErrorMessages(ERROR_TEXTS_EN) },
    })),
  uk: () => import('virtual:wizyta-messages/common+error+portal/uk').then((shell) => ({ uk: shell.default })),
};

/**
 * The portal's messages in `locale`. The entry carries only the shell's Polish areas
 * (`SHELL_MESSAGE_AREAS`); English or Ukrainian fetches its shell chunk first, and each route
 * area comes with its route. A translation loads the Polish chunks too, as the fallback for a
 * text not yet translated; Polish loads no other language, since a missing Polish text already
 * fails core's tests. When the translation's shell chunk cannot be fetched the portal stays Polish
 * rather than half-translated.
 */
export async function createPortalMessages(locale: Locale): Promise<PortalMessages> {
  let translation: Translation | null = null;
  const pl = { ...shellPl, ...precompiledErrorMessages(ERROR_CODES) };
  let loadable = createLoadableMessages('pl', { pl });
  if (locale !== 'pl') {
    try {
      loadable = createLoadableMessages(locale, { pl, ...(await SHELLS[locale]()) });
      translation = locale;
    } catch (error) {
      console.error(error);
    }
  }
  const { add } = loadable;

  const loading = new Map<AreaLoader, Promise<void>>();
  const loadChunk = (loader: AreaLoader): Promise<void> => {
    let pending = loading.get(loader);
    if (!pending) {
      pending = Promise.all([loader.pl(), translation ? loader[translation]() : null]).then(([pl, other]) => {
        add(translation && other ? { pl: pl.default, [translation]: other.default } : { pl: pl.default });
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
