// The pre-compiled message catalogue made by build/precompiledMessagesPlugin.ts.
declare module 'virtual:wizyta-messages' {
  import type { MessageCatalogue } from '@wizyta/core';

  const catalogue: MessageCatalogue;
  export default catalogue;
}
