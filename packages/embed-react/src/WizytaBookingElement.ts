import type { WizytaBookingAttributes, WizytaBookingElement } from '@wizyta/embed';

// JSX knows `<wizyta-booking>` with the widget's typed attributes (kebab-case, as in HTML), for a
// page that writes the element itself rather than `<WizytaBooking>`. The same declaration as the
// widget's own wizyta-booking.d.ts, so the two agree where both are in one program.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'wizyta-booking': import('react').DetailedHTMLProps<
        import('react').HTMLAttributes<WizytaBookingElement>,
        WizytaBookingElement
      > &
        WizytaBookingAttributes & { class?: string };
    }
  }
}
