import { isPaediatricSpecialization } from '../order/specializationsForAgeRange';
import type { Symptom } from '../schemas/symptom';

/** What the symptoms point to: a doctor for everything first, or one organ's specialist. */
export type SymptomTarget = 'general' | 'ent' | 'neurology' | 'gastro';

// The dictionary has only ids and Polish names (spec §3): a target is found by the name's stem.
const STEMS: Readonly<Record<SymptomTarget, { readonly adult: RegExp; readonly child: RegExp }>> = {
  general: { adult: /^internista/i, child: /^pediatra/i },
  ent: { adult: /^laryngolog/i, child: /^laryngolog/i },
  neurology: { adult: /^neurolog/i, child: /^neurolog/i },
  gastro: { adult: /^gastroenterolog/i, child: /^gastroenterolog/i },
};

const GROUPS: ReadonlyArray<readonly [Exclude<SymptomTarget, 'general'>, readonly Symptom[]]> = [
  ['ent', ['COUGH', 'QATAR', 'SORE_THROAT', 'DYSPNEA']],
  ['neurology', ['HEADACHES', 'SINUS_PAIN']],
  ['gastro', ['NAUSEA']],
];

/**
 * Where a set of predefined symptoms points. Decided, and deliberately cautious: fever, shortness
 * of breath, or symptoms of more than one group go to the doctor for everything (an internist, a
 * paediatrician for a child), who refers on; one group alone points to its specialist; nothing
 * ticked, to the doctor for everything too. Sinus pain sits with headaches, as the question asks.
 */
export function symptomTarget(symptoms: readonly Symptom[]): SymptomTarget {
  if (symptoms.includes('FEVER') || symptoms.includes('DYSPNEA')) return 'general';
  const hit = GROUPS.filter(([, group]) => group.some((s) => symptoms.includes(s)));
  return hit.length === 1 && hit[0] ? hit[0][0] : 'general';
}

/**
 * The specialization of the list to suggest for `symptoms` (the adult or the paediatric variant),
 * or null when the list has none for that target.
 */
export function suggestSpecialization<T extends { readonly name: string }>(
  specializations: readonly T[],
  symptoms: readonly Symptom[],
  child: boolean,
): T | null {
  const stem = STEMS[symptomTarget(symptoms)][child ? 'child' : 'adult'];
  return (
    specializations.find((s) => stem.test(s.name) && isPaediatricSpecialization(s.name) === child) ?? null
  );
}
