import { ERROR_CODES, type ErrorKey } from '../../errors/errorCodes';
import { toMessageModule } from '../toMessageModule';
import { ERROR_TEXTS_EN } from './errorsEn';
import { ERROR_TEXTS_UK } from './errorsUk';

const table = Object.fromEntries(
  Object.entries(ERROR_CODES).map(([key, pl]) => [
    key,
    { pl, en: ERROR_TEXTS_EN[key as unknown as ErrorKey] },
  ]),
) as Record<ErrorKey, { readonly pl: string; readonly en: string }>;

/**
 * The error catalogue of spec §8 as messages `error.<code>` and `error.SLOT_TAKEN`…: Polish from
 * ERROR_CODES so the toast texts have one source, English from errorsEn.ts, Ukrainian from errorsUk.ts.
 */
export const errorMessages = toMessageModule('error', table, ERROR_TEXTS_UK);
