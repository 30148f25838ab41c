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
    "The booking widget inline on a partner's page on a 390 px phone: the partner's header and title, then the widget's stepper and its first step, the visit search",
  ),
  widgetInlineDesktop: shot(
    'widget-inline',
    'desktop',
    "The booking widget inline on a partner's page on a desktop: the stepper and the visit search (town, kind of visit, specialization) in the column of the partner's page",
  ),
  widgetPopupDesktop: shot(
    'widget-popup',
    'desktop',
    'Popup mode on a desktop: the partner page dimmed behind a dialog that holds the visit search, with a button that closes it',
  ),
  insurerAppDesktop: shot(
    'insurer-app',
    'desktop',
    "The insurer's app framing the booking (the iframe variant) on a desktop: the visit search prefilled by the app with Poznań and a phone call",
  ),
  bookingSearch: shot(
    'booking-1-search',
    'phone',
    'Booking step 1 on a phone, the search filled in: Warszawa, a phone call, an internist, the day and the latest hour, one adult, the terms accepted',
  ),
  bookingDetails: shot(
    'booking-2-details',
    'phone',
    'Booking step 2 on a phone, the visit details: how long the slot stays held, the doctor, the date and time, the price, a discount code and the way to pay',
  ),
  bookingSignIn: shot(
    'booking-3-sms-sign-in',
    'phone',
    'Booking step 3 on a phone, the SMS sign-in: the country code and phone number, the button that sends the code, or signing in with a portal account',
  ),
  bookingPersonal: shot(
    'booking-4-personal-data',
    'phone',
    "Booking step 4 on a phone, the personal data filled from the signed-in patient's profile: name, PESEL, date of birth, address, e-mail and phone",
  ),
  bookingSymptoms: shot(
    'booking-5-symptoms',
    'phone',
    'Booking step 5 on a phone, the symptoms: a list of symptoms to tick with cough ticked, and a field for other complaints',
  ),
  bookingPayment: shot(
    'booking-6-payment',
    'phone',
    'Booking step 6 on a phone, the payment: online or in cash to the doctor (20 zł more), an invoice on request, and the order button',
  ),
  bookingResult: shot(
    'booking-7-result',
    'phone',
    'Booking step 7 on a phone, the result: Wizyta zarezerwowana (visit booked) with the doctor, the date and time, and a button that adds it to a calendar',
  ),
  themeGeneral: shot(
    'theme-general',
    'desktop',
    "The GENERAL brand's portal on a desktop, the booking search: Wizyta's mark, a teal header, stepper and links",
  ),
  themeInter: shot(
    'theme-inter',
    'desktop',
    "The INTER brand's portal on a desktop: the booking search in INTER's theme, its mark and a red header, stepper and links on a warm white page",
  ),
  widgetDarkPhone: shot(
    'widget-dark',
    'phone',
    'The widget in its dark theme on a dark partner page on a phone: the stepper and the visit search in light text on a dark surface',
  ),
  widgetUkrainianPhone: shot(
    'widget-ukrainian',
    'phone',
    'The widget on a Ukrainian partner page on a phone: the page, the stepper and the visit search all in Ukrainian',
  ),
  portalVisitsPhone: shot(
    'portal-visits',
    'phone',
    "The portal's visits list on a phone: each visit as a card with its status, date, doctor, kind and specialization, and its actions",
  ),
  portalVisitsDesktop: shot(
    'portal-visits',
    'desktop',
    "The portal's visits list on a desktop: a table of the patient's visits sortable by status, date and doctor, with the actions on each (add documents, change the time, cancel, pay again)",
  ),
  portalVisitPhone: shot(
    'portal-visit',
    'phone',
    "A finished visit's page in the portal on a phone: its status, date, doctor, kind and specialization, how long the chat stays open, and buttons to ask the doctor or open the chat",
  ),
  portalVisitDesktop: shot(
    'portal-visit',
    'desktop',
    "A finished visit's page in the portal on a desktop: its details, the buttons to ask the doctor or open the chat, and the table of the visit's documents",
  ),
  portalProfilePhone: shot(
    'portal-profile',
    'phone',
    "The portal's account details on a phone: the patient's name, PESEL and date of birth, then the contact details and address to edit",
  ),
  portalProfileDesktop: shot(
    'portal-profile',
    'desktop',
    "The portal's account details on a desktop: the patient's name, PESEL and date of birth, then the contact details and address to edit",
  ),
} as const satisfies Record<string, Shot>;

/** The name of one of {@link SHOTS}. */
export type ShotName = keyof typeof SHOTS;
