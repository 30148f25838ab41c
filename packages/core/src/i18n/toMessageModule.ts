import type { LocalizedText } from '../errors/errorCodes';

/**
 * One slice of the message catalogue: the same ids in Polish (source) and English. Every module
 * under `messages/` has this shape so the catalogue can merge them without knowing their content.
 */
export interface MessageModule<Id extends string = string> {
  readonly pl: Readonly<Record<Id, string>>;
  readonly en: Readonly<Record<Id, string>>;
}

/**
 * Builds a message module from a table of enum value → label, prefixing each id
 * (`status` + `PAID` → `status.PAID`). Tables keyed by an enum type make a missing label a type
 * error, and a label written once per value cannot drift between the Polish and English ids.
 */
export function toMessageModule<const Prefix extends string, Key extends string | number>(
  prefix: Prefix,
  table: Readonly<Record<Key, LocalizedText>>,
): MessageModule<`${Prefix}.${Key}`> {
  const pl: Record<string, string> = {};
  const en: Record<string, string> = {};
  for (const [key, text] of Object.entries<LocalizedText>(table)) {
    pl[`${prefix}.${key}`] = text.pl;
    en[`${prefix}.${key}`] = text.en;
  }
  // Object.entries forgets the key types; the loop above wrote exactly `${prefix}.${Key}`.
  return { pl, en } as MessageModule<`${Prefix}.${Key}`>;
}
