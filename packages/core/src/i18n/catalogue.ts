import { accountMessages } from './messages/account';
import { bookingMessages } from './messages/booking';
import { commonMessages } from './messages/common';
import { communicationTypeMessages } from './messages/communicationTypes';
import { errorMessages } from './messages/errors';
import { journeyMessages } from './messages/journey';
import { portalMessages } from './messages/portal';
import { statusMessages } from './messages/statuses';
import { symptomMessages } from './messages/symptoms';
import { validationMessages } from './messages/validation';
import { visitsMessages } from './messages/visits';
import { visitTypeMessages } from './messages/visitTypes';
import type { MessageModule } from './toMessageModule';

/**
 * Every message module. A new module is one import and one entry here; ids are prefixed per
 * module (`status.`, `error.`…) so modules cannot overwrite each other (checked by the tests).
 */
export const MESSAGE_MODULES = [
  commonMessages,
  errorMessages,
  statusMessages,
  visitTypeMessages,
  communicationTypeMessages,
  symptomMessages,
  validationMessages,
  portalMessages,
  visitsMessages,
  bookingMessages,
  accountMessages,
  journeyMessages,
] as const satisfies readonly MessageModule[];

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
type Modules = (typeof MESSAGE_MODULES)[number];

/** Every message id of the catalogue. */
export type MessageId = keyof UnionToIntersection<Modules['pl']> & string;

/** A complete source catalogue of one language: every id, an ICU message string each. */
export type SourceMessages = Readonly<Record<MessageId, string>>;

function merge(language: 'pl' | 'en' | 'uk'): SourceMessages {
  return Object.assign({}, ...MESSAGE_MODULES.map((module) => module[language]));
}

/** The Polish source catalogue: the texts Wizyta is written in. */
export const messagesPl: SourceMessages = merge('pl');

/** The English translation of {@link messagesPl}. */
export const messagesEn: SourceMessages = merge('en');

/** The Ukrainian translation of {@link messagesPl}. */
export const messagesUk: SourceMessages = merge('uk');
