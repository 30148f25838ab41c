/** A document the portal ships under `documents/`: a sample, marked as such in its text. */
export interface PortalDocument {
  readonly fileName: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

const SAMPLE = 'Dokument przykładowy serwisu Wizyta — treść nie stanowi wiążącego regulaminu ani polityki.';

/** The regulations and the privacy policy linked from the footer and the brand (spec §1, WELBI). */
export const PORTAL_DOCUMENTS: readonly PortalDocument[] = [
  {
    fileName: 'regulamin.pdf',
    title: 'Regulamin świadczenia usług drogą elektroniczną',
    paragraphs: [
      SAMPLE,
      '§ 1. Serwis umożliwia pacjentom umawianie konsultacji lekarskich: telefonicznych, wideo, czatu, wizyt domowych i stacjonarnych oraz recept.',
      '§ 2. Do korzystania z serwisu potrzebne jest urządzenie z dostępem do internetu i aktualną przeglądarką.',
      '§ 3. Pacjent może zadać lekarzowi jedno pytanie w ciągu 24 godzin od zakończenia wizyty.',
      '§ 4. Płatności przyjmowane są online lub gotówką (dopłata 20 zł) przy wizycie domowej.',
      '§ 5. Reklamacje można zgłaszać przez formularz kontaktowy; odpowiadamy w ciągu 14 dni.',
    ],
  },
  {
    fileName: 'welbi-regulamin.pdf',
    title: 'Regulamin usług Welbi',
    paragraphs: [
      SAMPLE,
      '§ 1. Członkowie programu Welbi umawiają konsultacje bez opłat w skróconej ścieżce zamówienia.',
      '§ 2. Zakres świadczeń określa umowa programu Welbi zawarta przez pracodawcę lub ubezpieczyciela.',
      '§ 3. Pozostałe zasady korzystania z serwisu określa regulamin ogólny serwisu Wizyta.',
    ],
  },
  {
    fileName: 'polityka-prywatnosci.pdf',
    title: 'Polityka prywatności',
    paragraphs: [
      SAMPLE,
      'Administratorem danych osobowych jest operator serwisu Wizyta. Dane przetwarzamy w celu świadczenia usług medycznych, rozliczeń i kontaktu.',
      'Dane medyczne są udostępniane wyłącznie lekarzowi prowadzącemu konsultację. Pacjent ma prawo dostępu do danych, ich sprostowania, usunięcia i przeniesienia.',
      'Statystyki odwiedzin zbieramy tylko po wyrażeniu zgody marketingowej i nigdy nie obejmują one danych osobowych ani medycznych.',
    ],
  },
];
