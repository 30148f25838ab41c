import { useBooking } from '../flow/BookingContext';
import { useOrder } from '../flow/useOrder';
import { CheckboxField } from '../form/CheckboxField';

/**
 * The NFZ choice for a patient who signed in after the search (spec §1 NFZ option): an NFZ-active
 * patient books the held visit as an NFZ visit (0 zł, the reservation confirmed instead of paid)
 * without going back to the search. Shown before the last step; the machine re-prices.
 */
export function NfzChoice() {
  const { actor, messages } = useBooking();
  const forNfz = useOrder((s) => s.context.order.forNfz);
  return (
    <div className="wb-nfz-choice">
      <p className="wb-text">{messages.t('booking.nfzChoice.text')}</p>
      <CheckboxField
        path="forNfz"
        label={messages.t('booking.search.nfz')}
        checked={forNfz}
        onChange={(checked) => actor.send({ type: 'CHOOSE_NFZ', forNfz: checked })}
      />
    </div>
  );
}
