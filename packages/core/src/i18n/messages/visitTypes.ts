import type { VisitType } from '../../schemas/visitType';
import { type TranslatedText, toMessageModule } from '../toMessageModule';

const LABELS: Readonly<Record<VisitType, TranslatedText>> = {
  PRESCRIPTION: { pl: 'Recepta', en: 'Prescription', uk: 'Рецепт' },
  VIDEO: { pl: 'Wideo', en: 'Video', uk: 'Відео' },
  CHAT: { pl: 'Czat', en: 'Chat', uk: 'Чат' },
  STATIONARY: { pl: 'Wizyta stacjonarna', en: 'In-person visit', uk: 'Візит у закладі' },
  HOUSE: { pl: 'Wizyta domowa', en: 'House visit', uk: 'Візит додому' },
  CALL: { pl: 'Teleporada', en: 'Phone consultation', uk: 'Телеконсультація' },
};

/** How a visit takes place, as shown in the visits list (spec §3), ids `visitType.<VISIT_TYPE>`. */
export const visitTypeMessages = toMessageModule('visitType', LABELS);
