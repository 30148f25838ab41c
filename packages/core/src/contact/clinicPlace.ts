import type { Clinic } from '../schemas/clinic';

/** The clinic's address on one line, as a patient or a calendar reads it ("Długa 5, 00-238 Warszawa"). */
export function clinicAddressLine(clinic: Pick<Clinic, 'address'>): string {
  const { streetName, streetNumber, flatNumber, postCode, city } = clinic.address;
  const number = flatNumber ? `${streetNumber}/${flatNumber}` : streetNumber;
  return `${streetName} ${number}, ${postCode} ${city}`;
}

/**
 * How to get to the clinic: a map search for its name and address. Decided: OpenStreetMap's
 * search address, which every browser opens and a phone may hand to its map app; a plain link,
 * no map script of a third party on the page. (`geo:` opens nothing on a desktop or an iPhone.)
 */
export function clinicMapUrl(clinic: Pick<Clinic, 'address'>): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(clinicAddressLine(clinic))}`;
}
