import { useBooking } from '../BookingApp/BookingContext';
import { type AddressDraft, AddressFields } from '../form/AddressFields';
import { TextField } from '../form/TextField';

/** The invoice data as typed. */
export interface InvoiceDraft extends AddressDraft {
  readonly firstName: string;
  readonly lastName: string;
  readonly companyName: string;
  readonly nip: string;
}

/** An empty {@link InvoiceDraft}. */
export const EMPTY_INVOICE: InvoiceDraft = {
  firstName: '',
  lastName: '',
  companyName: '',
  nip: '',
  city: '',
  postCode: '',
  streetName: '',
  streetNumber: '',
  flatNumber: '',
};

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
