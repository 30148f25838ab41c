import type { Dictionaries } from './createDictionaries';

/**
 * The {@link Dictionaries} of each API client ({@link dictionariesFor}). Kept apart from the
 * dictionaries themselves so a shell that only forgets them at sign-out (the portal's first route)
 * does not carry their code.
 */
export const dictionariesByClient = new WeakMap<object, Dictionaries>();

/**
 * Forgets what the dictionaries of `api` read with the patient's token — nothing when no screen
 * has read one yet. Called when the session ends (no data across sessions).
 */
export function forgetSignedInDictionaries(api: object): void {
  dictionariesByClient.get(api)?.clearSignedIn();
}
