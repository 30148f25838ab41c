import type { LocalizedText } from '../../errors/errorCodes';
import type { VisitType } from '../../schemas/visitType';
import { toMessageModule } from '../toMessageModule';

const LABELS: Readonly<Record<VisitType, LocalizedText>> = {
  PRESCRIPTION: { pl: 'Recepta', en: 'Prescription' },
  VIDEO: { pl: 'Wideo', en: 'Video' },
  CHAT: { pl: 'Czat', en: 'Chat' },
  STATIONARY: { pl: 'Wizyta stacjonarna', en: 'In-person visit' },
  HOUSE: { pl: 'Wizyta domowa', en: 'House visit' },
  CALL: { pl: 'Teleporada', en: 'Phone consultation' },
};

/** How a visit takes place, as shown in the visits list (spec §3), ids `visitType.<VISIT_TYPE>`. */
export const visitTypeMessages = toMessageModule('visitType', LABELS);
