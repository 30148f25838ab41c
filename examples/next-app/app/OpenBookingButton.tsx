'use client';
import { useWizyta } from '@wizyta/embed-react';
import { useEffect, useState } from 'react';
import { LOADER } from './provider';

/** The site's own button, opening the booking in the widget's dialog on the site's brand. */
export function OpenBookingButton() {
  const wizyta = useWizyta({ src: LOADER, brand: 'sandbox', partner: 'moj-ubezpieczyciel' });
  const [payment, setPayment] = useState<string>();
  useEffect(() => wizyta.on('wizyta:payment', (detail) => setPayment(detail.status)), [wizyta]);
  return (
    <>
      <button type="button" onClick={() => wizyta.open({ appointmentType: 'CALL' })}>
        Porozmawiaj z lekarzem
      </button>
      {payment && (
        <p role="status" data-testid="dialog-payment">
          Płatność: {payment}
        </p>
      )}
    </>
  );
}
