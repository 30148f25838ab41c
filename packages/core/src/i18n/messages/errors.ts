import { ERROR_CODES } from '../../errors/errorCodes';
import { toMessageModule } from '../toMessageModule';

/**
 * The error catalogue of spec §8 as messages `error.<code>` and `error.SLOT_TAKEN`…, derived from
 * ERROR_CODES so the toast texts have one source.
 */
export const errorMessages = toMessageModule('error', ERROR_CODES);
