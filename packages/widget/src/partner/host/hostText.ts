import { resolveLang } from '../../contract/resolveLang';
import { HOST_TEXTS, type HostTextId } from './hostTexts';

let ukrainian: Readonly<Record<HostTextId, string>> | undefined;
let ukrainianFetch: Promise<void> | undefined;
let ukrainianFailed = false;

/**
 * For an element whose language is Ukrainian, the fetch of the Ukrainian texts (once per page)
 * while they are not there yet; otherwise null. The element waits for it before it shows any
 * text. A failed fetch is not retried: the element then speaks Polish, the source language.
 */
export function pendingHostTexts(lang: string | undefined): Promise<void> | null {
  if (ukrainian || ukrainianFailed || resolveLang(lang) !== 'uk') return null;
  ukrainianFetch ??= import('./hostTextsUk').then(
    (chunk) => {
      ukrainian = chunk.HOST_TEXTS_UK;
    },
    () => {
      ukrainianFailed = true;
    },
  );
  return ukrainianFetch;
}

/** A text of the partner page's side of the element in its language (see {@link resolveLang}). */
export function hostText(lang: string | undefined, id: HostTextId): string {
  const locale = resolveLang(lang);
  return (locale === 'uk' ? (ukrainian ?? HOST_TEXTS.pl) : HOST_TEXTS[locale])[id];
}
