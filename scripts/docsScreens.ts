// What `npm run docs:screens` makes: every picture of the product the README and docs/ show, with
// the alt text that says what each shows. The journeys that take them are docsScreens.spec.ts
// (run by playwright.screens.config.ts); docsScreens.test.ts checks that every image the docs
// reference is one of these, exists, and carries this alt text.

/** Where the pictures go, from the repository's root. */
export const SCREENS_DIR = 'docs/screens';

/**
 * The instant the product runs at while the pictures are taken (the backend's booking clock and
 * every browser's, as `npm run test:hours` runs the suite): the seeded visits are dated from its
 * hour, and the booking takes the first free slot after it, 11:00 that day — the same in every
 * run that reaches the booking within half an hour of the backend's start (a run takes about a
 * minute).
 */
export const CLOCK_AT = '2026-12-07T10:30:00+01:00';

/** A phone (CSS pixels, drawn at twice the density) and a desktop window. */
export const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
} as const;

/** The size a picture is taken at. */
export type Size = keyof typeof SIZES;

/** One picture: its file in {@link SCREENS_DIR}, the size it is taken at, and its alt text. */
export interface Shot {
  readonly file: string;
  readonly size: Size;
  readonly alt: string;
}

function shot(surface: string, size: Size, alt: string): Shot {
  return { file: `${surface}-${size}.webp`, size, alt };
}

/** Every picture, by the name docsScreens.spec.ts takes it under. */
export const SHOTS = {
  widgetInlinePhone: shot(
    'widget-inline',
    'phone',
    "The booking widget inline on a partner's page on a 390 px phone: the partner's header and title above the widget's first step, the visit search",
  ),
  widgetInlineDesktop: shot(
    'widget-inline',
    'desktop',
    "The booking widget inline on a partner's page on a desktop: the visit search (town, phone call or house visit, specialization, day, hour, age) in the page's column",
  ),
  widgetPopupDesktop: shot(
    'widget-popup',
    'desktop',
    'Popup mode on a desktop: the partner page dimmed behind a dialog holding the visit search, with its close button',
  ),
  insurerAppDesktop: shot(
    'insurer-app',
    'desktop',
    "The insurer's app framing the booking (the iframe variant) on a desktop: the search prefilled by the app with Poznań and a phone call",
  ),
  bookingSearch: shot(
    'booking-1-search',
    'phone',
    'Booking step 1 on a phone, the search: Warszawa, a phone call with an internist, the day and hour, one adult, the terms accepted',
  ),
  bookingDetails: shot(
    'booking-2-details',
    'phone',
    'Booking step 2 on a phone, the visit details: the doctor found, the date and time, the price, and the stepper above',
  ),
  bookingSignIn: shot(
    'booking-3-sms-sign-in',
    'phone',
    'Booking step 3 on a phone, the SMS sign-in: a phone number field and the button that sends the code',
  ),
  bookingPersonal: shot(
    'booking-4-personal-data',
    'phone',
    "Booking step 4 on a phone, the personal data: the signed-in patient's PESEL, name, address, e-mail and phone, filled",
  ),
  bookingSymptoms: shot(
    'booking-5-symptoms',
    'phone',
    'Booking step 5 on a phone, the symptoms: a list of symptoms to tick, cough ticked',
  ),
  bookingPayment: shot(
    'booking-6-payment',
    'phone',
    'Booking step 6 on a phone, the payment: online or cash to the doctor, the price, and the order button',
  ),
  bookingResult: shot(
    'booking-7-result',
    'phone',
    'Booking step 7 on a phone, the result: "Wizyta zarezerwowana", the booked visit\'s doctor, date and time',
  ),
  themeGeneral: shot(
    'theme-general',
    'desktop',
    "The GENERAL brand's portal on a desktop: Wizyta's teal header and buttons over the booking search",
  ),
  themeInter: shot(
    'theme-inter',
    'desktop',
    "The INTER brand's portal on a desktop, the same page in INTER's theme: its logo, a red header and red buttons",
  ),
  widgetDarkPhone: shot(
    'widget-dark',
    'phone',
    'The widget with theme="dark" on a phone: the visit search in light text on a dark surface',
  ),
  widgetUkrainianPhone: shot(
    'widget-ukrainian',
    'phone',
    'The widget on a Ukrainian partner page on a phone: the visit search in Ukrainian',
  ),
  portalVisitsPhone: shot(
    'portal-visits',
    'phone',
    "The portal's visits list on a phone: the patient's visits as cards with date, doctor, kind and status",
  ),
  portalVisitsDesktop: shot(
    'portal-visits',
    'desktop',
    "The portal's visits list on a desktop: a sortable table of the patient's visits with date, doctor, kind and status, over two pages",
  ),
  portalVisitPhone: shot(
    'portal-visit',
    'phone',
    "A visit's page in the portal on a phone: its date, doctor and status, and the visit's documents",
  ),
  portalVisitDesktop: shot(
    'portal-visit',
    'desktop',
    "A visit's page in the portal on a desktop: its date, doctor and status, the documents and the actions on the visit",
  ),
  portalProfilePhone: shot(
    'portal-profile',
    'phone',
    "The portal's profile on a phone: the patient's personal data and address",
  ),
  portalProfileDesktop: shot(
    'portal-profile',
    'desktop',
    "The portal's profile on a desktop: the patient's personal data, address and consents",
  ),
} as const satisfies Record<string, Shot>;

/** The name of one of {@link SHOTS}. */
export type ShotName = keyof typeof SHOTS;
