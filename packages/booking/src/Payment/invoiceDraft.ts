import type { AddressDraft } from '../form/AddressFields';

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
