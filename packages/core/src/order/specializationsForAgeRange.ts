// The dictionary's entries carry only an id and a Polish name (spec §3), so the paediatric
// variant is known by its name: "Pediatra", "… dziecięcy", "… dzieci i młodzieży".
const PAEDIATRIC = /pediatr|dziecię|dzieci/i;

/** Whether a specialization of the dictionary is a paediatric variant, by its name. */
export function isPaediatricSpecialization(name: string): boolean {
  return PAEDIATRIC.test(name);
}

/**
 * Whether a specialization suits the patients of one visit: a paediatric variant is not for adults
 * alone, an adult one not for children alone (a family visit may take either). The order machine
 * and the sample backend both refuse a search that breaks it.
 */
export function specializationFitsPatients(
  name: string,
  adultsCount: number,
  childrenCount: number,
): boolean {
  return isPaediatricSpecialization(name) ? childrenCount > 0 : adultsCount > 0;
}

/**
 * The specializations fitting the age range searched for (spec §3, §5): a child gets the
 * paediatric variants, an adult the others. When that leaves nothing (the house-visit list is one
 * internist for everyone) the list stays whole; without a range chosen yet, too.
 */
export function specializationsForAgeRange<T extends { readonly name: string }>(
  specializations: readonly T[],
  ageRange: 'ADULT' | 'CHILD' | '',
): readonly T[] {
  if (ageRange === '') return specializations;
  const child = ageRange === 'CHILD';
  const fitting = specializations.filter((s) => isPaediatricSpecialization(s.name) === child);
  return fitting.length > 0 ? fitting : specializations;
}
