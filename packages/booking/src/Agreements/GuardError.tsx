import { AppError } from '@wizyta/core';
import { useBooking } from '../flow/BookingContext';

/**
 * A failed call of an account step of the flow (agreements, subscription end) as the flow shows
 * errors: `Błąd <code>: <text>` in an alert; an unknown failure is 4982. Nothing when `error` is null.
 */
export function GuardError({ error }: { readonly error: unknown }) {
  const { messages } = useBooking();
  const code = error instanceof AppError ? error.code : 4982;
  return (
    <div className={error ? 'wb-alert' : 'wb-alert wb-alert--empty'} role="alert">
      {error ? messages.t('booking.errorWithCode', { code, message: messages.formatError(code) }) : ''}
    </div>
  );
}
