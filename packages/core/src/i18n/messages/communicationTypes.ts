import type { LocalizedText } from '../../errors/errorCodes';
import type { AppointmentType } from '../../schemas/visitType';
import { toMessageModule } from '../toMessageModule';

// Worded as the choice the booking form offers ("how do you want to talk to the doctor?"),
// unlike visitTypes.ts, which names a visit that already exists.
const LABELS: Readonly<Record<AppointmentType, LocalizedText>> = {
  CALL: { pl: 'Rozmowa telefoniczna', en: 'Phone call' },
  CHAT: { pl: 'Czat', en: 'Chat' },
  VIDEO: { pl: 'Rozmowa wideo', en: 'Video call' },
  HOUSE: { pl: 'Wizyta domowa', en: 'House visit' },
  STATIONARY: { pl: 'Wizyta w placówce', en: 'Visit at the clinic' },
  PRESCRIPTION: { pl: 'Recepta', en: 'Prescription' },
};

/** Communication types of the booking form (spec §9), ids `communicationType.<TYPE>`. */
export const communicationTypeMessages = toMessageModule('communicationType', LABELS);
