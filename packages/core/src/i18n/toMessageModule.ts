/**
 * One slice of the message catalogue: the same ids in Polish (source), English and Ukrainian.
 * Every module under `messages/` has this shape so the catalogue can merge them without knowing
 * their content.
 */
export interface MessageModule<Id extends string = string> {
  readonly pl: Readonly<Record<Id, string>>;
  readonly en: Readonly<Record<Id, string>>;
  /**
   * Partial so that a module given new pl + en ids still builds: a missing Ukrainian text shows
   * the Polish one at runtime, and core's translation test names every missing id.
   */
  readonly uk: Readonly<Partial<Record<Id, string>>>;
}

/** A label in Polish and English; Ukrainian may come from a table of its own (the error catalogue's). */
interface LocalizedText {
  readonly pl: string;
  readonly en: string;
}

/** A label in every UI language. */
export interface TranslatedText extends LocalizedText {
  readonly uk: string;
}

/**
 * Builds a message module from a table of enum value → label, prefixing each id
 * (`status` + `PAID` → `status.PAID`). Tables keyed by an enum type make a missing label a type
 * error, and a label written once per value cannot drift between the languages' ids. A table of
 * pl + en only (the error catalogue) takes its Ukrainian texts from `ukTexts`; a key with neither
 * has no Ukrainian id.
 */
export function toMessageModule<const Prefix extends string, Key extends string | number>(
  prefix: Prefix,
  table: Readonly<Record<Key, LocalizedText & { readonly uk?: string }>>,
  ukTexts?: Readonly<Partial<Record<Key, string>>>,
): MessageModule<`${Prefix}.${Key}`> {
  const pl: Record<string, string> = {};
  const en: Record<string, string> = {};
  const uk: Record<string, string> = {};
  for (const [key, text] of Object.entries<LocalizedText & { readonly uk?: string }>(table)) {
    pl[`${prefix}.${key}`] = text.pl;
    en[`${prefix}.${key}`] = text.en;
    const ukText = text.uk ?? ukTexts?.[key as Key];
    if (ukText !== undefined) uk[`${prefix}.${key}`] = ukText;
  }
  // Object.entries forgets the key types; the loop above wrote exactly `${prefix}.${Key}`.
  return { pl, en, uk } as MessageModule<`${Prefix}.${Key}`>;
}
