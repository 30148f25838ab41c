import { type FormEvent, useState } from 'react';
import { useBooking } from '../flow/BookingContext';
import { useOrder } from '../flow/useOrder';

/**
 * The discount code: sent to the machine (VOUCHER), which reprices; ACTIVE or INVALID is shown,
 * INVALID with the catalogue's reason where the API gives one (`voucherError`: expired, used…).
 */
export function VoucherForm() {
  const { actor, messages, idPrefix } = useBooking();
  const applied = useOrder((s) => s.context.order.voucher ?? '');
  const status = useOrder((s) => s.context.price?.voucherStatus ?? null);
  const reason = useOrder((s) => s.context.price?.voucherError);
  const [voucher, setVoucher] = useState(applied);
  const id = `${idPrefix}-voucher`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'VOUCHER', voucher });
  };
  const verdict =
    applied && status === 'ACTIVE'
      ? messages.t('booking.summary.voucherActive')
      : applied && status === 'INVALID'
        ? reason
          ? messages.formatError(reason)
          : messages.t('booking.summary.voucherInvalid')
        : '';
  return (
    <form className="wb-voucher" onSubmit={submit} noValidate>
      <div className="wb-field">
        <label className="wb-field__label" htmlFor={id}>
          {messages.t('booking.summary.voucher')}
        </label>
        <input
          id={id}
          className="wb-input"
          value={voucher}
          autoComplete="off"
          aria-describedby={verdict ? `${id}-status` : undefined}
          aria-invalid={status === 'INVALID' && applied ? true : undefined}
          onChange={(event) => setVoucher(event.currentTarget.value)}
        />
      </div>
      <button type="submit" className="wb-button wb-button--secondary">
        {messages.t('booking.summary.applyVoucher')}
      </button>
      <p id={`${id}-status`} className={status === 'INVALID' ? 'wb-field__error' : 'wb-note'} role="status">
        {verdict}
      </p>
    </form>
  );
}
