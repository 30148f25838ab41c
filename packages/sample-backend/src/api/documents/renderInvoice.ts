import { type AppConfig, formatDate, formatDateTime, type Invoice } from '@wizyta/core';
import type { VisitRecord } from '../../seed/DataStore';

/** The seller on an invoice: the brand's config `invoiceSeller`. */
export type InvoiceSeller = NonNullable<AppConfig['invoiceSeller']>;

const amount = (value: number) => `${value.toFixed(2).replace('.', ',')} zł`;

/**
 * The lines of the sample invoice of a paid visit: its number, the seller (the brand's config
 * `invoiceSeller`) and the buyer from the invoice data given while booking, the service and the amount. A medical
 * consultation is exempt from VAT (art. 43 ust. 1 pkt 19 of the VAT act), so gross = net.
 */
export function renderInvoice(
  record: VisitRecord,
  buyer: Invoice,
  seller: InvoiceSeller,
  brandName: string,
  issuedAt: Date,
): string[] {
  const { visit } = record;
  const flat = buyer.flatNumber ? `/${buyer.flatNumber}` : '';
  return [
    `Numer: FV/${issuedAt.getUTCFullYear()}/${visit.id}`,
    `Data wystawienia: ${formatDate(issuedAt)}`,
    '',
    `Sprzedawca: ${seller.name} (marka ${brandName})`,
    `NIP sprzedawcy: ${seller.nip}`,
    `Adres: ${seller.address}`,
    '',
    `Nabywca: ${buyer.companyName}, ${buyer.firstName} ${buyer.lastName}`,
    `NIP nabywcy: ${buyer.nip}`,
    `Adres: ${buyer.streetName} ${buyer.streetNumber}${flat}, ${buyer.postCode} ${buyer.city}`,
    '',
    `Usluga: konsultacja lekarska (${visit.specializationName}), ${formatDateTime(visit.appointmentAt)}`,
    `Wartosc brutto: ${amount(record.price)} (zw. z VAT, art. 43 ust. 1 pkt 19 ustawy o VAT)`,
    `Zaplacono: ${amount(record.price)}, platnosc online`,
  ];
}
