import type { Doctor } from '@wizyta/core';
import { findSpecialization } from './specializations';

/** A doctor of the sample data. */
export interface SeedDoctor {
  id: string;
  firstName: string;
  lastName: string;
  specializationIds: readonly number[];
  /** Username of the dev IdP account that signs in as this doctor (only `lekarz`). */
  username?: string;
  /** Added to the base price: a few senior doctors cost more, so "sort by price" means something. */
  priceSurcharge: number;
}

/**
 * About fifteen doctors with Polish names. Together they cover every call specialization (1–40)
 * and the house-visit internist (0); `lekarz` is Piotr Wiśniewski, internist and cardiologist.
 */
export const SEED_DOCTORS: readonly SeedDoctor[] = [
  {
    id: 'lek-01',
    firstName: 'Piotr',
    lastName: 'Wiśniewski',
    specializationIds: [0, 1, 7],
    username: 'lekarz',
    priceSurcharge: 0,
  },
  {
    id: 'lek-02',
    firstName: 'Magdalena',
    lastName: 'Lewandowska',
    specializationIds: [0, 1, 2],
    priceSurcharge: 0,
  },
  {
    id: 'lek-03',
    firstName: 'Krzysztof',
    lastName: 'Dąbrowski',
    specializationIds: [0, 1, 33],
    priceSurcharge: 50,
  },
  {
    id: 'lek-04',
    firstName: 'Agnieszka',
    lastName: 'Kamińska',
    specializationIds: [2, 3, 4],
    priceSurcharge: 0,
  },
  {
    id: 'lek-05',
    firstName: 'Tomasz',
    lastName: 'Zając',
    specializationIds: [5, 6, 29, 30],
    priceSurcharge: 0,
  },
  {
    id: 'lek-06',
    firstName: 'Ewa',
    lastName: 'Szymańska',
    specializationIds: [7, 8, 25, 26],
    priceSurcharge: 30,
  },
  {
    id: 'lek-07',
    firstName: 'Marcin',
    lastName: 'Woźniak',
    specializationIds: [9, 10, 27, 28],
    priceSurcharge: 0,
  },
  {
    id: 'lek-08',
    firstName: 'Joanna',
    lastName: 'Kozłowska',
    specializationIds: [11, 12, 35, 36],
    priceSurcharge: 0,
  },
  {
    id: 'lek-09',
    firstName: 'Paweł',
    lastName: 'Jankowski',
    specializationIds: [13, 14, 33, 34],
    priceSurcharge: 0,
  },
  {
    id: 'lek-10',
    firstName: 'Barbara',
    lastName: 'Mazur',
    specializationIds: [15, 16, 39, 40],
    priceSurcharge: 0,
  },
  {
    id: 'lek-11',
    firstName: 'Michał',
    lastName: 'Kwiatkowski',
    specializationIds: [17, 18, 1],
    priceSurcharge: 0,
  },
  {
    id: 'lek-12',
    firstName: 'Aleksandra',
    lastName: 'Krawczyk',
    specializationIds: [19, 20, 21, 22],
    priceSurcharge: 0,
  },
  {
    id: 'lek-13',
    firstName: 'Grzegorz',
    lastName: 'Piotrowski',
    specializationIds: [23, 24, 37, 38],
    priceSurcharge: 0,
  },
  {
    id: 'lek-14',
    firstName: 'Monika',
    lastName: 'Grabowska',
    specializationIds: [31, 32, 2],
    priceSurcharge: 0,
  },
  {
    id: 'lek-15',
    firstName: 'Andrzej',
    lastName: 'Nowakowski',
    specializationIds: [5, 29, 17],
    priceSurcharge: 50,
  },
];

/** A doctor as the API shows them: names and specializations `{ id, name }`. */
export function toApiDoctor(doctor: SeedDoctor): Doctor {
  return {
    id: doctor.id,
    firstName: doctor.firstName,
    lastName: doctor.lastName,
    specializations: doctor.specializationIds.flatMap((id) => {
      const found = findSpecialization(id);
      return found ? [{ id: found.id, name: found.name }] : [];
    }),
  };
}
