import type { Symptom } from '../schemas/symptom';

/** One yes/no question of the symptom checker. */
export interface SymptomQuestion {
  /** Its text is `journey.checker.q.<id>`. */
  readonly id: 'child' | 'fever' | 'breathing' | 'head' | 'stomach';
  /** The predefined symptoms (spec §3) a "yes" stands for; none for the age question. */
  readonly symptoms: readonly Symptom[];
}

/**
 * The checker's short question set over the predefined symptoms, in the order asked: who the
 * visit is for, then one question per group of symptoms. FATIGUE alone points nowhere and is
 * left to the symptoms step.
 */
export const SYMPTOM_QUESTIONS: readonly SymptomQuestion[] = [
  { id: 'child', symptoms: [] },
  { id: 'fever', symptoms: ['FEVER', 'DYSPNEA'] },
  { id: 'breathing', symptoms: ['COUGH', 'QATAR', 'SORE_THROAT'] },
  { id: 'head', symptoms: ['HEADACHES', 'SINUS_PAIN'] },
  { id: 'stomach', symptoms: ['NAUSEA'] },
];
