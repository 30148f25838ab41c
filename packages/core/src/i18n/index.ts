// compileMessages is a build-time tool that pulls in the ICU parser: import it from
// './compileMessages' directly, so the runtime import path stays parser-free.
export type { MessageId, SourceMessages } from './catalogue';
export { MESSAGE_MODULES, messagesEn, messagesPl, messagesUk } from './catalogue';
export type { LoadableMessages, MessageChunk } from './createLoadableMessages';
export { createLoadableMessages } from './createLoadableMessages';
export { createMessages } from './createMessages';
export type {
  CreateMessagesOptions,
  MessageCatalogue,
  MessageRecord,
  Messages,
  MessageValue,
} from './createMessagesFrom';
export { createMessagesFrom } from './createMessagesFrom';
export type { Locale } from './locales';
export { INTL_LOCALE, isLocale, LOCALES } from './locales';
export { precompiledErrorMessages } from './precompiledErrorMessages';
export type { MessageModule, TranslatedText } from './toMessageModule';
export { toMessageModule } from './toMessageModule';
