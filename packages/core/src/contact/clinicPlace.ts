import type { ProfileAddress } from '../schemas/address';
import type { Clinic, ClinicHours } from '../schemas/clinic';

/** "Marszałkowska 1/12, 00-001 Warszawa": an address on one line, as a Polish envelope writes it. */
export function addressLine(
  address: Pick<ProfileAddress, 'streetName' | 'streetNumber' | 'postCode' | 'city'> & {
    readonly flatNumber?: string | undefined;
  },
): string {
  const { streetName, streetNumber, flatNumber, postCode, city } = address;
  const number = flatNumber ? `${streetNumber}/${flatNumber}` : streetNumber;
  return `${streetName} ${number}, ${postCode} ${city}`;
}

/**
 * How to get to the clinic: a map search for its name and address. Decided: OpenStreetMap's
 * search address, which every browser opens and a phone may hand to its map app; a plain link,
 * no map script of a third party on the page. (`geo:` opens nothing on a desktop or an iPhone.)
 */
export function clinicMapUrl(clinic: Pick<Clinic, 'address'>): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(addressLine(clinic.address))}`;
}

// 2024-01-01 was a Monday: ISO weekday n is that date plus n - 1 days.
const weekday = (locale: string, day: number) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );

/** A line of a clinic's hours in the patient's language (`pl-PL`: "pon.–pt. 08:00–20:00"). */
export function clinicHoursLine(locale: string, hours: ClinicHours): string {
  const days =
    hours.fromDay === hours.toDay
      ? weekday(locale, hours.fromDay)
      : `${weekday(locale, hours.fromDay)}–${weekday(locale, hours.toDay)}`;
  return `${days} ${hours.opens}–${hours.closes}`;
}
