// Pre-compiled message chunks made by build/precompiledMessagesPlugin.ts:
// `virtual:wizyta-messages/<area>[+<area>…]/<pl|en|uk>`, one language's ASTs of those areas.
declare module 'virtual:wizyta-messages/*' {
  import type { MessageRecord } from '@wizyta/core';

  // Always ASTs, never source strings: the build compiles them.
  const messages: Exclude<MessageRecord, Readonly<Record<string, string>>>;
  export default messages;
}
