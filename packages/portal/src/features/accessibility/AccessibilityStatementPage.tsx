import { telHref } from '@wizyta/core';
import { Link } from 'react-router';
import { useApp } from '../../shared/useApp';
import type { StatementFindings } from './StatementFindings';
import findingsJson from './statementFindings.json';

const findings = findingsJson as StatementFindings;

const CONFORMANCE: Record<StatementFindings['conformance'], string> = {
  full: 'jest w pełni zgodny',
  partial: 'jest częściowo zgodny',
  none: 'nie jest zgodny',
};

/**
 * `/deklaracja-dostepnosci` (public): the brand's accessibility statement, in the form the Polish act
 * implementing the European Accessibility Act asks of a service provider (Dz.U. 2024 poz. 731): the
 * service, its conformance status with EN 301 549 (WCAG 2.1 AA) and the non-conformities, as the
 * conformance report of this version found them; how to report a barrier and get a reply (the
 * brand's `contactPhone` and `contactEmail`, and the contact form); the supervising authority. The
 * statement is a Polish legal document: only its title follows the page's language, the text says
 * it is Polish (`lang`).
 */
export default function AccessibilityStatementPage() {
  const { brand, config, messages, basePath } = useApp();
  const site = new URL(basePath, window.location.origin).href;
  const partial = findings.conformance !== 'full';
  return (
    <section className="page account-page" aria-labelledby="accessibility-statement-title">
      <h1 id="accessibility-statement-title">{messages.t('common.accessibilityStatement')}</h1>
      <div lang={messages.locale === 'pl' ? undefined : 'pl'}>
        <p>
          {brand.name} zapewnia dostępność serwisu {site} zgodnie z ustawą z dnia 26 kwietnia 2024 r. o
          zapewnianiu spełniania wymagań dostępności niektórych produktów i usług przez podmioty gospodarcze
          (Dz.U. 2024 poz. 731).
        </p>
        <h2>Opis usługi</h2>
        <p>
          Serwis pozwala umówić i opłacić konsultację lekarską (wideo, telefon, czat) lub wizytę domową,
          przeglądać swoje wizyty i wyniki oraz pisać do lekarza. Działa w przeglądarce internetowej, bez
          instalowania programów. Całą rezerwację można przejść wyłącznie z klawiatury, a strony można
          powiększyć do 400 % bez przewijania w poziomie.
        </p>
        <h2>Status zgodności</h2>
        <p>
          Serwis {CONFORMANCE[findings.conformance]} z wymaganiami dostępności normy EN 301 549 V3.2.1 (WCAG
          2.1, poziom AA)
          {partial ? ' z powodu niezgodności i wymagań jeszcze nieocenionych, wymienionych poniżej.' : '.'}
        </p>
        <h3>Niezgodności</h3>
        {findings.nonConformities.length === 0 ? (
          <p>Nie stwierdzono niezgodności.</p>
        ) : (
          <ul>
            {findings.nonConformities.map((row) => (
              <li key={row.id}>
                {row.id} {row.handle}: {row.remarks}
              </li>
            ))}
          </ul>
        )}
        {findings.notEvaluated.length > 0 && (
          <>
            <h3>Wymagania jeszcze nieocenione</h3>
            <p>Tych wymagań nie sprawdzono jeszcze testem ani kontrolą ręczną:</p>
            <ul>
              {findings.notEvaluated.map((row) => (
                <li key={row.id}>
                  {row.id} {row.handle}
                </li>
              ))}
            </ul>
          </>
        )}
        <h2>Przygotowanie deklaracji</h2>
        <p>
          Deklarację sporządzono dnia {findings.date} na podstawie raportu zgodności wersji {findings.version}{' '}
          (samoocena: automatyczne testy dostępności i testy przejścia serwisu, kontrole ręczne według listy
          kontrolnej).
        </p>
        <h2>Zgłaszanie barier i informacje zwrotne</h2>
        <p>
          Jeśli napotkasz barierę w korzystaniu z serwisu albo potrzebujesz informacji w innej, dostępnej
          formie, napisz do nas przez <Link to="/contact">formularz kontaktowy</Link>
          {config.contactEmail && (
            <>
              , na adres <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
            </>
          )}
          {config.contactPhone && (
            <>
              {' '}
              lub zadzwoń pod numer <a href={telHref(config.contactPhone)}>{config.contactPhone}</a>
            </>
          )}
          . Podaj adres strony i opisz problem. Odpowiemy niezwłocznie, nie później niż w ciągu 14 dni.
        </p>
        <h2>Nadzór</h2>
        <p>
          Nadzór nad spełnianiem wymagań dostępności usług sprawuje Prezes Zarządu Państwowego Funduszu
          Rehabilitacji Osób Niepełnosprawnych (PFRON), al. Jana Pawła II 13, 00-828 Warszawa,{' '}
          <a href="https://www.pfron.org.pl">www.pfron.org.pl</a>. Jeśli uważasz, że serwis nie spełnia
          wymagań dostępności, a nasza odpowiedź Cię nie zadowala, możesz to zgłosić Prezesowi Zarządu PFRON.
        </p>
      </div>
    </section>
  );
}
