import type { Symptom } from '../../schemas/symptom';
import { type TranslatedText, toMessageModule } from '../toMessageModule';

const LABELS: Readonly<Record<Symptom, TranslatedText>> = {
  HEADACHES: { pl: 'Ból głowy', en: 'Headache', uk: 'Головний біль' },
  QATAR: { pl: 'Katar', en: 'Runny nose', uk: 'Нежить' },
  NAUSEA: { pl: 'Nudności', en: 'Nausea', uk: 'Нудота' },
  COUGH: { pl: 'Kaszel', en: 'Cough', uk: 'Кашель' },
  SORE_THROAT: { pl: 'Ból gardła', en: 'Sore throat', uk: 'Біль у горлі' },
  FEVER: { pl: 'Gorączka', en: 'Fever', uk: 'Гарячка' },
  DYSPNEA: { pl: 'Duszność', en: 'Shortness of breath', uk: 'Задишка' },
  SINUS_PAIN: { pl: 'Ból zatok', en: 'Sinus pain', uk: 'Біль у пазухах носа' },
  FATIGUE: { pl: 'Zmęczenie', en: 'Fatigue', uk: 'Втома' },
};

/** Predefined symptoms of the symptoms step (spec §3), ids `symptom.<SYMPTOM>`. */
export const symptomMessages = toMessageModule('symptom', LABELS);
