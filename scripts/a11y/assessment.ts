/**
 * What we claim for each row, and what the claim stands on. A claim counts only when all the
 * evidence it `requires` was found by the report (scripts/a11y/evidence.ts): `axe` — axe-core rules
 * tagged with the criterion, run by the e2e tests tagged `@axe`; `tests` — e2e tests tagged with the
 * criterion (`@wcag-2.1.1`, `@en-12.1.1`); `manual` — a check of docs/accessibility/manual-checks.md
 * naming the criterion, run, passed and dated. Without it the row is "Not Evaluated", whatever the
 * claim. A row missing here is "Not Evaluated" too.
 */

export type Claim = 'supports' | 'partially-supports' | 'does-not-support';
export type EvidenceKind = 'axe' | 'tests' | 'manual';

interface Text {
  readonly pl: string;
  readonly en: string;
}

export type Assessment =
  | { readonly claim: Claim; readonly requires: readonly EvidenceKind[]; readonly remarks?: Text }
  | { readonly notApplicable: Text };

const NO_MEDIA: Text = {
  pl: 'Portal i widżet nie zawierają nagranych ani transmitowanych treści audio i wideo. Wizyty wideo to rozmowy dwóch osób na żywo (EN 301 549, rozdział 6, poza zakresem tego raportu).',
  en: 'The portal and the widget hold no prerecorded or broadcast audio or video. Video visits are live two-person calls (EN 301 549 clause 6, outside this report).',
};

const SCREEN_READER: Text = {
  pl: 'Reguły automatyczne przechodzą; wymaga jeszcze przejścia z czytnikiem ekranu (lista kontrolna).',
  en: 'The automated rules pass; it still needs a screen-reader pass (checklist).',
};

const NOT_AUTHORING: Text = {
  pl: 'Użytkownicy (pacjenci, lekarze) wpisują tylko zwykły tekst (wiadomości, zalecenia), wyświetlany jako tekst: produkt nie jest narzędziem do tworzenia treści internetowych.',
  en: 'Users (patients, doctors) type plain text only (messages, recommendations), shown as text: the product is not a web content authoring tool.',
};

export const ASSESSMENT: Readonly<Record<string, Assessment>> = {
  '1.1.1': { claim: 'supports', requires: ['axe', 'manual'], remarks: SCREEN_READER },
  '1.2.1': { notApplicable: NO_MEDIA },
  '1.2.2': { notApplicable: NO_MEDIA },
  '1.2.3': { notApplicable: NO_MEDIA },
  '1.2.4': { notApplicable: NO_MEDIA },
  '1.2.5': { notApplicable: NO_MEDIA },
  '1.3.1': { claim: 'supports', requires: ['axe', 'manual'], remarks: SCREEN_READER },
  '1.3.2': { claim: 'supports', requires: ['manual'] },
  '1.3.3': { claim: 'supports', requires: ['manual'] },
  '1.3.4': {
    claim: 'supports',
    requires: ['tests'],
    remarks: {
      pl: 'Strony są sprawdzane w pionie (320×640) i w poziomie (640×400) bez przewijania w poziomie; CSS nie blokuje orientacji.',
      en: 'Pages are checked in portrait (320×640) and landscape (640×400) with no horizontal scrolling; no CSS locks the orientation.',
    },
  },
  '1.3.5': { claim: 'supports', requires: ['axe', 'tests'] },
  '1.4.1': { claim: 'supports', requires: ['axe', 'manual'] },
  '1.4.2': {
    notApplicable: {
      pl: 'Żaden dźwięk nie jest odtwarzany automatycznie.',
      en: 'No audio plays automatically.',
    },
  },
  '1.4.3': {
    claim: 'supports',
    requires: ['axe'],
    remarks: {
      pl: 'Kontrast sprawdza axe w motywie jasnym i ciemnym widżetu oraz w motywach marek portalu.',
      en: "axe checks the contrast in the widget's light and dark themes and in the portal's brand themes.",
    },
  },
  '1.4.4': {
    claim: 'supports',
    requires: ['tests'],
    remarks: {
      pl: 'Powiększenie 200 % (640 CSS px) bez utraty treści i bez przewijania w poziomie.',
      en: '200 % zoom (640 CSS px) without loss of content or horizontal scrolling.',
    },
  },
  '1.4.5': { claim: 'supports', requires: ['manual'] },
  '1.4.10': {
    claim: 'supports',
    requires: ['tests'],
    remarks: {
      pl: 'Szerokość 320 CSS px (powiększenie 400 % okna 1280 px) bez przewijania w poziomie.',
      en: '320 CSS px wide (400 % zoom of a 1280 px window) with no horizontal scrolling.',
    },
  },
  '1.4.11': { claim: 'supports', requires: ['tests'] },
  '1.4.12': { claim: 'supports', requires: ['tests'] },
  '1.4.13': { claim: 'supports', requires: ['manual'] },
  '2.1.1': {
    claim: 'supports',
    requires: ['tests'],
    remarks: {
      pl: 'Rezerwacja od wyszukiwania do potwierdzenia wyłącznie klawiaturą, w widżecie i w portalu.',
      en: 'A booking from the search to the confirmation by keyboard alone, in the widget and the portal.',
    },
  },
  '2.1.2': { claim: 'supports', requires: ['tests'] },
  '2.1.4': {
    notApplicable: {
      pl: 'Produkt nie definiuje skrótów klawiaturowych.',
      en: 'The product defines no keyboard shortcuts.',
    },
  },
  '2.2.1': { claim: 'supports', requires: ['tests'] },
  '2.2.2': { claim: 'supports', requires: ['manual'] },
  '2.3.1': { claim: 'supports', requires: ['manual'] },
  '2.4.1': { claim: 'supports', requires: ['axe'] },
  '2.4.2': { claim: 'supports', requires: ['axe', 'tests'] },
  '2.4.3': { claim: 'supports', requires: ['tests'] },
  '2.4.4': { claim: 'supports', requires: ['axe', 'manual'], remarks: SCREEN_READER },
  '2.4.5': { claim: 'supports', requires: ['manual'] },
  '2.4.6': { claim: 'supports', requires: ['axe', 'manual'], remarks: SCREEN_READER },
  '2.4.7': { claim: 'supports', requires: ['tests'] },
  '2.4.11': { claim: 'supports', requires: ['tests'] },
  '2.5.1': { claim: 'supports', requires: ['tests'] },
  '2.5.2': { claim: 'supports', requires: ['manual'] },
  '2.5.3': {
    claim: 'supports',
    requires: ['axe'],
    remarks: {
      pl: 'Nazwa dostępna zaczyna się od widocznego tekstu (np. „Powiadomienia 5 (nieprzeczytane)”).',
      en: 'The accessible name starts with the visible text (e.g. "Powiadomienia 5 (nieprzeczytane)").',
    },
  },
  '2.5.4': {
    notApplicable: {
      pl: 'Żadna funkcja nie jest uruchamiana ruchem urządzenia.',
      en: 'No function is operated by device motion.',
    },
  },
  '2.5.7': {
    claim: 'supports',
    requires: ['tests'],
    remarks: {
      pl: 'Żadna funkcja nie wymaga przeciągania: strony nie mają elementów przeciąganych ani suwaków.',
      en: 'No function needs dragging: the pages have no draggable element and no slider.',
    },
  },
  '2.5.8': { claim: 'supports', requires: ['axe'] },
  '3.1.1': { claim: 'supports', requires: ['axe', 'tests'] },
  '3.1.2': { claim: 'supports', requires: ['axe'] },
  '3.2.1': { claim: 'supports', requires: ['tests'] },
  '3.2.2': { claim: 'supports', requires: ['tests'] },
  '3.2.3': { claim: 'supports', requires: ['manual'] },
  '3.2.4': { claim: 'supports', requires: ['manual'] },
  '3.2.6': { claim: 'supports', requires: ['manual'] },
  '3.3.1': { claim: 'supports', requires: ['tests'] },
  '3.3.2': { claim: 'supports', requires: ['axe'] },
  '3.3.3': { claim: 'supports', requires: ['tests'] },
  '3.3.4': {
    claim: 'supports',
    requires: ['tests'],
    remarks: {
      pl: 'Przed płatnością lub rezerwacją NFZ pacjent widzi podsumowanie i potwierdza; odwołanie wizyty wymaga potwierdzenia.',
      en: 'Before paying or booking on the NFZ the patient sees a summary and confirms; cancelling a visit asks for confirmation.',
    },
  },
  '3.3.7': { claim: 'supports', requires: ['tests'] },
  '3.3.8': { claim: 'supports', requires: ['tests'] },
  '4.1.1': {
    notApplicable: {
      pl: 'WCAG 2.2 usunęło to kryterium; errata WCAG 2.0 i 2.1 z 2023 r. uznaje je za zawsze spełnione w HTML.',
      en: 'WCAG 2.2 removed this criterion; the 2023 errata of WCAG 2.0 and 2.1 count it always satisfied for HTML.',
    },
  },
  '4.1.2': {
    claim: 'supports',
    requires: ['axe', 'tests'],
    remarks: {
      pl: 'Testy e2e sterują stronami przez role i nazwy dostępne; przejście z czytnikiem ekranu czeka na listę kontrolną.',
      en: 'The e2e tests drive the pages by roles and accessible names; a screen-reader pass waits on the checklist.',
    },
  },
  '4.1.3': { claim: 'supports', requires: ['tests', 'manual'] },
  '11.8.1': { notApplicable: NOT_AUTHORING },
  '11.8.2': { notApplicable: NOT_AUTHORING },
  '11.8.3': { notApplicable: NOT_AUTHORING },
  '11.8.4': { notApplicable: NOT_AUTHORING },
  '11.8.5': { notApplicable: NOT_AUTHORING },
  '12.1.1': {
    claim: 'supports',
    requires: ['tests'],
    remarks: {
      pl: 'Ten raport i deklaracja dostępności każdej marki opisują funkcje dostępności.',
      en: "This report and each brand's accessibility statement describe the accessibility features.",
    },
  },
  '12.1.2': { claim: 'supports', requires: ['manual'] },
  '12.2.2': { claim: 'supports', requires: ['manual'] },
  '12.2.3': { claim: 'supports', requires: ['manual'] },
  '12.2.4': { claim: 'supports', requires: ['manual'] },
};
