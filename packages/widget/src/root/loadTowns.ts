import * as z from 'zod/mini';
import { DICTIONARY_OPERATIONS, type Town, TownSchema } from '../core';

const GET_TOWNS = DICTIONARY_OPERATIONS.getTowns;

const TownsSchema = z.array(TownSchema);

/** A failed call, with the spec §8 code to show for it. */
export class WidgetCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'WidgetCallError';
  }
}

/**
 * The towns dictionary (anonymous `GET /visit-api/anonymous/towns`), validated with core's schema.
 * Stand-in until core's `createApiClient` lands; failures carry the call's default code (4966).
 */
export async function loadTowns(apiUrl: string, fetcher: typeof fetch = fetch): Promise<Town[]> {
  const url = new URL(GET_TOWNS.path, apiUrl).href;
  const fail = (why: string) => new WidgetCallError(GET_TOWNS.defaultErrorCode, `${url}: ${why}`);
  let response: Response;
  try {
    response = await fetcher(url, { headers: { accept: 'application/json' }, credentials: 'omit' });
  } catch (error) {
    throw fail(String(error));
  }
  if (!response.ok) throw fail(`HTTP ${response.status}`);
  const parsed = TownsSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw fail('unexpected answer');
  return parsed.data;
}
