/**
 * The rows of the conformance report, in the structure of the VPAT® 2.5 International Edition
 * (OpenACR's catalogue `2.5-edition-wcag-2.2-508-eu-en`: chapters of criteria, each with an id and
 * a handle; our own data, written from WCAG 2.2 and EN 301 549 V3.2.1): WCAG 2.2 levels A and AA,
 * and of EN 301 549 the clauses that apply to a web service — 9 (web, one row per WCAG 2.1
 * criterion), 11.8 (authoring tools) and 12 (documentation and support services).
 */

/** One report chapter: its id as in OpenACR's catalogue, its label in both languages. */
export interface Chapter {
  readonly id: string;
  readonly label: { readonly pl: string; readonly en: string };
  readonly criteria: readonly Criterion[];
}

/** One row: `id` as the standard numbers it, its handle in both languages. */
export interface Criterion {
  readonly id: string;
  readonly handle: { readonly pl: string; readonly en: string };
  /** For an EN 301 549 clause 9 row: the WCAG criterion it requires (its status is that row's). */
  readonly wcag?: string;
}

type Row = readonly [id: string, en: string, pl: string];

const LEVEL_A: readonly Row[] = [
  ['1.1.1', 'Non-text Content', 'Treść nietekstowa'],
  ['1.2.1', 'Audio-only and Video-only (Prerecorded)', 'Tylko audio lub tylko wideo (nagranie)'],
  ['1.2.2', 'Captions (Prerecorded)', 'Napisy rozszerzone (nagranie)'],
  [
    '1.2.3',
    'Audio Description or Media Alternative (Prerecorded)',
    'Audiodeskrypcja lub alternatywa tekstowa dla mediów (nagranie)',
  ],
  ['1.3.1', 'Info and Relationships', 'Informacje i relacje'],
  ['1.3.2', 'Meaningful Sequence', 'Zrozumiała kolejność'],
  ['1.3.3', 'Sensory Characteristics', 'Właściwości zmysłowe'],
  ['1.4.1', 'Use of Color', 'Użycie koloru'],
  ['1.4.2', 'Audio Control', 'Kontrola odtwarzania dźwięku'],
  ['2.1.1', 'Keyboard', 'Klawiatura'],
  ['2.1.2', 'No Keyboard Trap', 'Bez pułapki na klawiaturę'],
  ['2.1.4', 'Character Key Shortcuts', 'Jednoznakowe skróty klawiaturowe'],
  ['2.2.1', 'Timing Adjustable', 'Dostosowanie czasu'],
  ['2.2.2', 'Pause, Stop, Hide', 'Pauza, zatrzymanie, ukrycie'],
  ['2.3.1', 'Three Flashes or Below Threshold', 'Trzy błyski lub wartości poniżej progu'],
  ['2.4.1', 'Bypass Blocks', 'Możliwość pominięcia bloków'],
  ['2.4.2', 'Page Titled', 'Tytuł strony'],
  ['2.4.3', 'Focus Order', 'Kolejność fokusu'],
  ['2.4.4', 'Link Purpose (In Context)', 'Cel łącza (w kontekście)'],
  ['2.5.1', 'Pointer Gestures', 'Gesty dotykowe'],
  ['2.5.2', 'Pointer Cancellation', 'Rezygnacja ze wskazania'],
  ['2.5.3', 'Label in Name', 'Etykieta w nazwie'],
  ['2.5.4', 'Motion Actuation', 'Aktywowanie ruchem'],
  ['3.1.1', 'Language of Page', 'Język strony'],
  ['3.2.1', 'On Focus', 'Po otrzymaniu fokusu'],
  ['3.2.2', 'On Input', 'Podczas wprowadzania danych'],
  ['3.2.6', 'Consistent Help', 'Spójna pomoc'],
  ['3.3.1', 'Error Identification', 'Identyfikacja błędu'],
  ['3.3.2', 'Labels or Instructions', 'Etykiety lub instrukcje'],
  ['3.3.7', 'Redundant Entry', 'Zbędne ponowne wprowadzanie danych'],
  ['4.1.1', 'Parsing', 'Poprawność kodu'],
  ['4.1.2', 'Name, Role, Value', 'Nazwa, rola, wartość'],
];

const LEVEL_AA: readonly Row[] = [
  ['1.2.4', 'Captions (Live)', 'Napisy rozszerzone (na żywo)'],
  ['1.2.5', 'Audio Description (Prerecorded)', 'Audiodeskrypcja (nagranie)'],
  ['1.3.4', 'Orientation', 'Orientacja'],
  ['1.3.5', 'Identify Input Purpose', 'Określenie pożądanej wartości'],
  ['1.4.3', 'Contrast (Minimum)', 'Kontrast (minimum)'],
  ['1.4.4', 'Resize Text', 'Zmiana rozmiaru tekstu'],
  ['1.4.5', 'Images of Text', 'Obrazy tekstu'],
  ['1.4.10', 'Reflow', 'Dopasowanie do ekranu'],
  ['1.4.11', 'Non-text Contrast', 'Kontrast elementów nietekstowych'],
  ['1.4.12', 'Text Spacing', 'Odstępy w tekście'],
  ['1.4.13', 'Content on Hover or Focus', 'Treści spod kursora lub fokusu'],
  ['2.4.5', 'Multiple Ways', 'Wiele dróg'],
  ['2.4.6', 'Headings and Labels', 'Nagłówki i etykiety'],
  ['2.4.7', 'Focus Visible', 'Widoczny fokus'],
  ['2.4.11', 'Focus Not Obscured (Minimum)', 'Fokus niezasłonięty (minimum)'],
  ['2.5.7', 'Dragging Movements', 'Ruchy przeciągania'],
  ['2.5.8', 'Target Size (Minimum)', 'Rozmiar celu (minimum)'],
  ['3.1.2', 'Language of Parts', 'Język części'],
  ['3.2.3', 'Consistent Navigation', 'Spójna nawigacja'],
  ['3.2.4', 'Consistent Identification', 'Spójna identyfikacja'],
  ['3.3.3', 'Error Suggestion', 'Sugestie korekty błędów'],
  [
    '3.3.4',
    'Error Prevention (Legal, Financial, Data)',
    'Zapobieganie błędom (prawnym, finansowym, w danych)',
  ],
  ['3.3.8', 'Accessible Authentication (Minimum)', 'Dostępne uwierzytelnianie (minimum)'],
  ['4.1.3', 'Status Messages', 'Komunikaty o stanie'],
];

/** The criteria WCAG 2.2 added: EN 301 549 V3.2.1's clause 9 (WCAG 2.1) has no row for them. */
const NEW_IN_WCAG_22 = new Set(['2.4.11', '2.5.7', '2.5.8', '3.2.6', '3.3.7', '3.3.8']);

const AUTHORING: readonly Row[] = [
  ['11.8.1', 'Content technology', 'Technologia treści'],
  ['11.8.2', 'Accessible content creation', 'Tworzenie dostępnych treści'],
  [
    '11.8.3',
    'Preservation of accessibility information in transformations',
    'Zachowanie informacji o dostępności przy przekształceniach',
  ],
  ['11.8.4', 'Repair assistance', 'Pomoc w naprawie'],
  ['11.8.5', 'Templates', 'Szablony'],
];

const DOCUMENTATION: readonly Row[] = [
  [
    '12.1.1',
    'Accessibility and compatibility features',
    'Funkcje dostępności i zgodności (dokumentacja produktu)',
  ],
  ['12.1.2', 'Accessible documentation', 'Dostępna dokumentacja'],
  [
    '12.2.2',
    'Information on accessibility and compatibility features',
    'Informacja o funkcjach dostępności i zgodności (usługi wsparcia)',
  ],
  ['12.2.3', 'Effective communication', 'Skuteczna komunikacja'],
  ['12.2.4', 'Accessible documentation', 'Dostępna dokumentacja (usługi wsparcia)'],
];

function rows(list: readonly Row[]): Criterion[] {
  return list.map(([id, en, pl]) => ({ id, handle: { pl, en } }));
}

/** EN 301 549 9.x.y.z: the WCAG 2.1 criterion x.y.z as a requirement on web pages. */
function clauseNine(): Criterion[] {
  return [...LEVEL_A, ...LEVEL_AA]
    .filter(([id]) => !NEW_IN_WCAG_22.has(id))
    .sort(([a], [b]) => compareIds(a, b))
    .map(([id, en, pl]) => ({ id: `9.${id}`, handle: { pl, en }, wcag: id }));
}

/** Numeric order of dotted ids (1.4.3 before 1.4.10). */
export function compareIds(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The WCAG 2.2 tables (the report's first standard). */
export const WCAG_CHAPTERS: readonly Chapter[] = [
  {
    id: 'success_criteria_level_a',
    label: { pl: 'Tabela 1: Kryteria sukcesu, poziom A', en: 'Table 1: Success Criteria, Level A' },
    criteria: rows(LEVEL_A),
  },
  {
    id: 'success_criteria_level_aa',
    label: { pl: 'Tabela 2: Kryteria sukcesu, poziom AA', en: 'Table 2: Success Criteria, Level AA' },
    criteria: rows(LEVEL_AA),
  },
];

/** The EN 301 549 V3.2.1 tables that apply to a web service. */
export const EN_CHAPTERS: readonly Chapter[] = [
  {
    id: 'en_301_549_web',
    label: { pl: 'Rozdział 9: Strony internetowe', en: 'Chapter 9: Web' },
    criteria: clauseNine(),
  },
  {
    id: 'en_301_549_software',
    label: {
      pl: 'Rozdział 11.8: Narzędzia do tworzenia treści',
      en: 'Chapter 11.8: Authoring tools',
    },
    criteria: rows(AUTHORING),
  },
  {
    id: 'en_301_549_documentation_and_support_services',
    label: {
      pl: 'Rozdział 12: Dokumentacja i usługi wsparcia',
      en: 'Chapter 12: Documentation and support services',
    },
    criteria: rows(DOCUMENTATION),
  },
];
