import { useBooking } from '../flow/BookingContext';
import { AddressFields } from '../form/AddressFields';
import { TextField } from '../form/TextField';
import { textFieldsOf } from '../form/textFieldsOf';
import type { InvoiceDraft } from './invoiceDraft';

/** The invoice data (spec §5): names, company, NIP and the company's address. */
export function InvoiceFields({
  value,
  onChange,
}: {
  readonly value: InvoiceDraft;
  readonly onChange: (v: InvoiceDraft) => void;
}) {
  const { messages } = useBooking();
  const field = textFieldsOf('invoice', value, onChange);
  return (
    <fieldset className="wb-fieldset">
      <legend className="wb-fieldset__legend">{messages.t('booking.paymentStep.invoice')}</legend>
      <div className="wb-grid">
        <TextField {...field('firstName', messages.t('booking.personal.firstName'))} required />
        <TextField {...field('lastName', messages.t('booking.personal.lastName'))} required />
        <TextField
          {...field('companyName', messages.t('booking.paymentStep.companyName'))}
          autoComplete="organization"
          required
        />
        <TextField
          {...field('nip', messages.t('booking.paymentStep.nip'))}
          inputMode="numeric"
          maxLength={10}
          required
        />
      </div>
      <AddressFields
        path="invoice"
        legend={messages.t('booking.personal.address')}
        value={value}
        onChange={(address) => onChange({ ...value, ...address })}
      />
    </fieldset>
  );
}
