import type { Clinic, ClinicHours } from '@wizyta/core';
import type { BrandType } from '../config/BRAND_TYPES';

/** A seeded clinic and the brands whose patients it sees. */
export interface SeedClinic {
  readonly clinic: Clinic;
  readonly brands: readonly BrandType[];
}

const WEEKDAYS: ClinicHours = { fromDay: 1, toDay: 5, opens: '08:00', closes: '20:00' };
const SATURDAY: ClinicHours = { fromDay: 6, toDay: 6, opens: '09:00', closes: '14:00' };
/** The brands that book stationary visits (spec §6 SHOW_APPOINTMENT_TYPES). */
const ALL: readonly BrandType[] = ['general', 'inter', 'welbi', 'interrisk'];

function clinic(
  id: string,
  townId: number,
  name: string,
  [streetName, streetNumber, postCode, city]: readonly [string, string, string, string],
  number: string,
  brands: readonly BrandType[] = ALL,
  openingHours: readonly ClinicHours[] = [WEEKDAYS, SATURDAY],
): SeedClinic {
  return {
    clinic: {
      id,
      townId,
      name,
      address: { streetName, streetNumber, postCode, city },
      phoneNumber: { prefix: '+48', number },
      openingHours: [...openingHours],
    },
    brands,
  };
}

/**
 * The clinics of the sample data, in every town of spec §9 but Piaseczno and Tychy (where a
 * stationary search says there is none). Warsaw has two for every brand and one of inter's own.
 */
export const SEED_CLINICS: readonly SeedClinic[] = [
  clinic('plac-krk-1', 1, 'Placówka Kazimierz', ['ul. Dietla', '50', '31-039', 'Kraków'], '123004050'),
  clinic('plac-ldz-1', 2, 'Placówka Piotrkowska', ['ul. Piotrkowska', '120', '90-006', 'Łódź'], '426301020'),
  clinic('plac-poz-1', 3, 'Placówka Jeżyce', ['ul. Dąbrowskiego', '17', '60-838', 'Poznań'], '618402030'),
  clinic('plac-gda-1', 4, 'Placówka Wrzeszcz', ['al. Grunwaldzka', '82', '80-244', 'Gdańsk'], '583405060'),
  clinic(
    'plac-gdy-1',
    5,
    'Placówka Śródmieście',
    ['ul. Świętojańska', '36', '81-372', 'Gdynia'],
    '586207080',
  ),
  clinic(
    'plac-sop-1',
    6,
    'Placówka Monte Cassino',
    ['ul. Bohaterów Monte Cassino', '12', '81-759', 'Sopot'],
    '585501020',
    ALL,
    [WEEKDAYS],
  ),
  clinic('plac-waw-1', 7, 'Placówka Mokotów', ['ul. Puławska', '145', '02-715', 'Warszawa'], '221002030'),
  clinic('plac-waw-2', 7, 'Placówka Wola', ['ul. Wolska', '64', '01-134', 'Warszawa'], '221004050'),
  clinic(
    'plac-waw-inter',
    7,
    'Centrum Medyczne INTER Śródmieście',
    ['ul. Chmielna', '73', '00-801', 'Warszawa'],
    '226001010',
    ['inter', 'interrisk'],
  ),
  clinic('plac-wro-1', 8, 'Placówka Rynek', ['ul. Ruska', '46', '50-079', 'Wrocław'], '713403040'),
  clinic('plac-gli-1', 10, 'Placówka Centrum', ['ul. Zwycięstwa', '21', '44-100', 'Gliwice'], '322305060'),
  clinic('plac-bia-1', 12, 'Placówka Bojary', ['ul. Sienkiewicza', '59', '15-002', 'Białystok'], '857407080'),
  clinic(
    'plac-szc-1',
    13,
    'Placówka Pogodno',
    ['al. Wojska Polskiego', '140', '71-324', 'Szczecin'],
    '914509010',
  ),
];

/** The brand's clinics in a town, in the order above. */
export function clinicsOf(brand: BrandType, townId: number): Clinic[] {
  return SEED_CLINICS.filter((c) => c.clinic.townId === townId && c.brands.includes(brand)).map(
    (c) => c.clinic,
  );
}
