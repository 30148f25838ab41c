// The symptom checker (spec §6 SHOW_SYMPTOM_CHECKER, SYMPTOM_FORM_CHECK): questions and the suggestion.

export type { SymptomTarget } from './suggestSpecialization';
export { suggestSpecialization, symptomTarget } from './suggestSpecialization';
export type { SymptomQuestion } from './symptomQuestions';
export { SYMPTOM_QUESTIONS } from './symptomQuestions';
