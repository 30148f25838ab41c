import type { AppointmentType } from '../../schemas/visitType';
import { type TranslatedText, toMessageModule } from '../toMessageModule';

// Worded as the choice the booking form offers ("how do you want to talk to the doctor?"),
// unlike visitTypes.ts, which names a visit that already exists.
const LABELS: Readonly<Record<AppointmentType, TranslatedText>> = {
  CALL: { pl: 'Rozmowa telefoniczna', en: 'Phone call', uk: 'Телефонна розмова' },
  CHAT: { pl: 'Czat', en: 'Chat', uk: 'Чат' },
  VIDEO: { pl: 'Rozmowa wideo', en: 'Video call', uk: 'Відеодзвінок' },
  HOUSE: { pl: 'Wizyta domowa', en: 'House visit', uk: 'Візит додому' },
  STATIONARY: { pl: 'Wizyta w placówce', en: 'Visit at the clinic', uk: 'Візит у медичному закладі' },
  PRESCRIPTION: { pl: 'Recepta', en: 'Prescription', uk: 'Рецепт' },
};

/** Communication types of the booking form (spec §9), ids `communicationType.<TYPE>`. */
export const communicationTypeMessages = toMessageModule('communicationType', LABELS);
