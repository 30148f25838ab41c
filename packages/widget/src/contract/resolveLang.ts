import type { Locale } from '@wizyta/core/i18n';

/**
 * The widget's UI language: the element's `lang` attribute when it has one, otherwise the
 * language of the page it sits on (`<html lang>`), so a partner's Ukrainian page gets a Ukrainian
 * widget without an attribute. `uk`, `uk-UA` → `uk`; `en`, `en-GB`… → `en`; anything else
 * (none, `pl`, `de`…) → `pl`, the source language.
 */
export function resolveLang(lang: string | undefined, doc: Document = document): Locale {
  const tag = (lang?.trim() || doc.documentElement.lang).toLowerCase();
  return (/^(uk|en)(-|$)/.exec(tag)?.[1] as Locale | undefined) ?? 'pl';
}
