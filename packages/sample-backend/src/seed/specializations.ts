import type { Specialization } from '@wizyta/core';

/** A specialization of the sample dictionary with the upper-case code a visit carries. */
export interface SeedSpecialization extends Specialization {
  code: string;
}

// Adult and paediatric variants side by side (spec §3). Ids 5 and 29 take 60-minute slots
// (spec §9), which fits the long talks of a psychiatrist and a psychologist.
const PAIRS: ReadonlyArray<readonly [string, string, string]> = [
  ['Internista', 'Pediatra', 'INTERNIST'],
  ['Alergolog', 'Alergolog dziecięcy', 'ALLERGIST'],
  ['Psychiatra', 'Psychiatra dzieci i młodzieży', 'PSYCHIATRIST'],
  ['Kardiolog', 'Kardiolog dziecięcy', 'CARDIOLOGIST'],
  ['Urolog', 'Urolog dziecięcy', 'UROLOGIST'],
  ['Dermatolog', 'Dermatolog dziecięcy', 'DERMATOLOGIST'],
  ['Endokrynolog', 'Endokrynolog dziecięcy', 'ENDOCRINOLOGIST'],
  ['Gastroenterolog', 'Gastroenterolog dziecięcy', 'GASTROENTEROLOGIST'],
  ['Neurolog', 'Neurolog dziecięcy', 'NEUROLOGIST'],
  ['Laryngolog', 'Laryngolog dziecięcy', 'LARYNGOLOGIST'],
  ['Okulista', 'Okulista dziecięcy', 'OPHTHALMOLOGIST'],
  ['Ortopeda', 'Ortopeda dziecięcy', 'ORTHOPEDIST'],
  ['Pulmonolog', 'Pulmonolog dziecięcy', 'PULMONOLOGIST'],
  ['Nefrolog', 'Nefrolog dziecięcy', 'NEPHROLOGIST'],
  ['Psycholog', 'Psycholog dziecięcy', 'PSYCHOLOGIST'],
  ['Ginekolog', 'Ginekolog dziecięcy', 'GYNECOLOGIST'],
  ['Diabetolog', 'Diabetolog dziecięcy', 'DIABETOLOGIST'],
  ['Reumatolog', 'Reumatolog dziecięcy', 'RHEUMATOLOGIST'],
  ['Chirurg', 'Chirurg dziecięcy', 'SURGEON'],
  ['Dietetyk', 'Dietetyk dziecięcy', 'DIETITIAN'],
];

function paediatricCode(adultCode: string): string {
  return adultCode === 'INTERNIST' ? 'PEDIATRICIAN' : `PEDIATRIC_${adultCode}`;
}

// Ids 1–40 in pairs, except that the psychiatrist (pair 3) is id 5 and the psychologist (pair 15)
// id 29, which is where the pairing puts them: adult = 2n − 1, paediatric = 2n.
function build(): SeedSpecialization[] {
  return PAIRS.flatMap(([adult, child, code], index) => [
    { id: 2 * index + 1, name: adult, code },
    { id: 2 * index + 2, name: child, code: paediatricCode(code) },
  ]);
}

/** The ~40 call (remote) consultation specializations, ids 1–40. */
export const CALL_SPECIALIZATIONS: readonly SeedSpecialization[] = build();

/** The one house-visit specialization: the general internist, id 0 (spec §3). */
export const HOUSE_SPECIALIZATION: SeedSpecialization = {
  id: 0,
  name: 'Internista – lekarz rodzinny (wizyta domowa)',
  code: 'INTERNIST',
};

/** Looks a specialization up by id in both lists. */
export function findSpecialization(id: number): SeedSpecialization | undefined {
  return id === HOUSE_SPECIALIZATION.id
    ? HOUSE_SPECIALIZATION
    : CALL_SPECIALIZATIONS.find((s) => s.id === id);
}
