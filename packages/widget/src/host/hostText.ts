import { HOST_TEXTS, type HostTextId } from './hostTexts';

/** A text of the partner page's side of the element in its `lang` (Polish unless `en`). */
export function hostText(lang: string | undefined, id: HostTextId): string {
  return HOST_TEXTS[lang?.trim() === 'en' ? 'en' : 'pl'][id];
}
