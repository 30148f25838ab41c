import { type AppError, type Messages, toAppError } from '@wizyta/core';
import { useContext, useMemo } from 'react';
import { ToastContext } from './toast/ToastContext';
import { useApp } from './useApp';

/** What features call to tell the patient something. */
export interface ToastApi {
  /**
   * Shows an error with its catalogue text and code (`Błąd 4311: Sesja wygasła…`). Anything
   * that is not an AppError becomes 4982 (unexpected error).
   */
  error(error: AppError | unknown): void;
  /** Shows a short confirmation (`Zapisano`), already translated. */
  info(text: string): void;
}

/** The shell's toasts: `const toast = useToast(); toast.error(appError)`. */
export function useToast(): ToastApi {
  const store = useContext(ToastContext);
  const { messages } = useApp();
  if (!store) throw new Error('useToast() needs the portal shell (ToastContext.Provider) around it');
  return useMemo(
    () => ({
      error(error) {
        store.push('error', formatToastError(toAppError(error), messages));
      },
      info(text) {
        store.push('info', text);
      },
    }),
    [store, messages],
  );
}

/** `Błąd 4311: <catalogue text>` for numeric codes; the bare text for named ones (`SLOT_TAKEN`). */
export function formatToastError(error: AppError, messages: Pick<Messages, 't' | 'formatError'>): string {
  const message = messages.formatError(error.code);
  return typeof error.code === 'number'
    ? messages.t('portal.toast.errorWithCode', { code: error.code, message })
    : message;
}
