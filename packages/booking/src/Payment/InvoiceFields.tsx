import { useBooking } from '../flow/BookingContext';
import { AddressFields } from '../form/AddressFields';
import { fieldBinder } from '../form/fieldBinder';
import { TextField } from '../form/TextField';
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
  const bind = fieldBinder(undefined, value, onChange, 'invoice');
  return (
    <fieldset className="wb-fieldset">
      <legend className="wb-fieldset__legend">{messages.t('booking.paymentStep.invoice')}</legend>
      <div className="wb-grid">
        <TextField {...bind('firstName', messages.t('booking.personal.firstName'))} required />
        <TextField {...bind('lastName', messages.t('booking.personal.lastName'))} required />
        <TextField
          {...bind('companyName', messages.t('booking.paymentStep.companyName'))}
          autoComplete="organization"
          required
        />
        <TextField
          {...bind('nip', messages.t('booking.paymentStep.nip'))}
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
