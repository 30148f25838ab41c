import type { LocalizedText } from '../../errors/errorCodes';
import type { Symptom } from '../../schemas/symptom';
import { toMessageModule } from '../toMessageModule';

const LABELS: Readonly<Record<Symptom, LocalizedText>> = {
  HEADACHES: { pl: 'Ból głowy', en: 'Headache' },
  QATAR: { pl: 'Katar', en: 'Runny nose' },
  NAUSEA: { pl: 'Nudności', en: 'Nausea' },
  COUGH: { pl: 'Kaszel', en: 'Cough' },
  SORE_THROAT: { pl: 'Ból gardła', en: 'Sore throat' },
  FEVER: { pl: 'Gorączka', en: 'Fever' },
  DYSPNEA: { pl: 'Duszność', en: 'Shortness of breath' },
  SINUS_PAIN: { pl: 'Ból zatok', en: 'Sinus pain' },
  FATIGUE: { pl: 'Zmęczenie', en: 'Fatigue' },
};

/** Predefined symptoms of the symptoms step (spec §3), ids `symptom.<SYMPTOM>`. */
export const symptomMessages = toMessageModule('symptom', LABELS);
