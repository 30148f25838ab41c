import * as z from 'zod/mini';
import { requiredText, TEXT_LIMITS } from './textLimits';

/**
 * Id of a server record (visit, document, doctor, patient, reservation, notification). Decided:
 * an opaque non-empty string, because the sample data uses ids such as `test` and the provider's
 * ids are not shown. Dictionary ids (towns, countries, languages, specializations) are integers.
 */
export const EntityIdSchema = requiredText(TEXT_LIMITS.id);
export type EntityId = z.infer<typeof EntityIdSchema>;

/** A dictionary id: a non-negative integer (house visits use specialization 0). */
export const DictionaryIdSchema = z.int().check(z.nonnegative());

/** An amount in PLN (złote, decimals allowed); never negative. */
export const AmountSchema = z.number().check(z.nonnegative());
