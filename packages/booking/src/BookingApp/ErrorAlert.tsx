import { useBooking } from '../flow/BookingContext';
import { useOrder } from '../flow/useOrder';

/**
 * The machine's current error as `Błąd 4889: <catalogue text>` (named errors such as SLOT_TAKEN
 * as their text alone) in an always-present `role="alert"` region, so the text is announced.
 */
export function ErrorAlert() {
  const { messages } = useBooking();
  const error = useOrder((s) => s.context.error);
  const text = error
    ? typeof error.code === 'number'
      ? messages.t('booking.errorWithCode', { code: error.code, message: messages.formatError(error.code) })
      : messages.formatError(error.code)
    : '';
  return (
    <div className={text ? 'wb-alert' : 'wb-alert wb-alert--empty'} role="alert">
      {text}
    </div>
  );
}
