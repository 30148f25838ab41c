import { expect, type Locator } from '@playwright/test';
import { messagesPl, messagesUk } from '@wizyta/core/i18n/catalogue';

/**
 * Polish catalogue texts that a Ukrainian screen must never show: every text of several words
 * (single words like "Lekarz" could sit inside the backend's data, e.g. a specialization name)
 * without placeholders whose Ukrainian text differs.
 */
const POLISH_ONLY = Object.entries(messagesPl)
  .filter(
    ([id, text]) =>
      text.includes(' ') && !text.includes('{') && text !== messagesUk[id as keyof typeof messagesUk],
  )
  .map(([, text]) => text);

/**
 * Fails listing each Polish catalogue text `scope` shows, leaving out the text of `serverTexts`: content the backend writes
 * (notifications, dictionary names), not the UI.
 */
export async function expectNoPolish(scope: Locator, serverTexts: readonly Locator[] = []): Promise<void> {
  // Rendered text (what a patient reads), options included: a hidden template does not count.
  let shown = (await scope.allInnerTexts()).join('\n');
  for (const server of serverTexts)
    for (const text of await server.allInnerTexts()) shown = shown.replaceAll(text, '');
  expect(POLISH_ONLY.filter((text) => shown.includes(text))).toEqual([]);
}
