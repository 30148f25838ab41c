import { ERROR_CODES } from '../../errors/errorCodes';
import { toMessageModule } from '../toMessageModule';
import { ERROR_TEXTS_UK } from './errorsUk';

/**
 * The error catalogue of spec §8 as messages `error.<code>` and `error.SLOT_TAKEN`…: Polish and
 * English derived from ERROR_CODES so the toast texts have one source, Ukrainian from errorsUk.ts.
 */
export const errorMessages = toMessageModule('error', ERROR_CODES, ERROR_TEXTS_UK);
