import { useBooking } from '../flow/BookingContext';
import { AddressFields } from '../form/AddressFields';
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
  const set = (key: keyof InvoiceDraft) => (text: string) => onChange({ ...value, [key]: text });
  return (
    <fieldset className="wb-fieldset">
      <legend className="wb-fieldset__legend">{messages.t('booking.paymentStep.invoice')}</legend>
      <div className="wb-grid">
        <TextField
          path="invoice.firstName"
          label={messages.t('booking.personal.firstName')}
          value={value.firstName}
          onChange={set('firstName')}
          required
        />
        <TextField
          path="invoice.lastName"
          label={messages.t('booking.personal.lastName')}
          value={value.lastName}
          onChange={set('lastName')}
          required
        />
        <TextField
          path="invoice.companyName"
          label={messages.t('booking.paymentStep.companyName')}
          value={value.companyName}
          onChange={set('companyName')}
          autoComplete="organization"
          required
        />
        <TextField
          path="invoice.nip"
          label={messages.t('booking.paymentStep.nip')}
          value={value.nip}
          onChange={set('nip')}
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
