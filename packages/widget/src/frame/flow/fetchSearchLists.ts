import {
  type AppointmentType,
  createDictionaryCache,
  resolveApiBase,
  SLOT_HOURS,
  searchListsMoved,
  slotIntervalMinutes,
  specializationListOf,
} from '../core';

/** What the search lists are loaded for: the visit type, the specialization (0: none yet), the day. */
export interface SearchListCriteria {
  readonly appointmentType: AppointmentType;
  readonly specializationId: number;
  readonly date: string;
}

/** An entry of the towns dictionary, as far as the search form reads it. */
export interface SearchTown {
  readonly id: number;
  readonly town: string;
  readonly slug?: string;
}

/** The search step's lists: the towns, the specializations of the visit type and the day's times. */
export interface SearchLists {
  readonly towns: readonly SearchTown[];
  readonly specializations: readonly { readonly id: number; readonly name: string }[];
  /** `HH:MM` → whether that time is still free. */
  readonly intervals: Readonly<Record<string, boolean>>;
}

/** A failed list call, with the catalogue code to show (the server's, else the call's default). */
export class SearchListError extends Error {
  constructor(readonly code: number) {
    super(`search lists: error ${code}`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Like core's API client: a read retried twice on a network error or a 5xx, with backoff.
const RETRY_DELAYS_MS = [300, 900];

async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const delay = RETRY_DELAYS_MS[attempt];
    try {
      const response = await fetch(url, { ...init, credentials: 'omit' });
      if (response.status < 500 || delay === undefined) return response;
    } catch (error) {
      if (init.signal?.aborted || delay === undefined) throw error;
    }
    await new Promise((done) => setTimeout(done, delay));
  }
}

async function call(url: string, init: RequestInit, defaultCode: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchWithRetry(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new SearchListError(defaultCode);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const code = isRecord(body) && typeof body.code === 'number' ? body.code : defaultCode;
    throw new SearchListError(code);
  }
  return body;
}

// The dictionaries, once per page, API and list: every criteria change reuses them (the search
// asks for the day's hours each time, for the towns and the specializations of a list once); a
// failed load is forgotten, so the retry asks again.
const dictionaries = createDictionaryCache();

function fetchTowns(base: string, headers: Record<string, string>): Promise<readonly SearchTown[]> {
  return dictionaries.get(`${base} towns`, () =>
    call(`${base}/visit-api/anonymous/towns`, { headers }, 4966).then((body) => {
      const towns = Array.isArray(body)
        ? body.filter(
            (t): t is SearchTown => isRecord(t) && typeof t.id === 'number' && typeof t.town === 'string',
          )
        : [];
      if (towns.length === 0) throw new SearchListError(4966);
      return towns.map(({ id, town, slug }) => ({ id, town, ...(typeof slug === 'string' ? { slug } : {}) }));
    }),
  );
}

function fetchSpecializations(
  base: string,
  headers: Record<string, string>,
  type: ReturnType<typeof specializationListOf>,
): Promise<SearchLists['specializations']> {
  return dictionaries.get(`${base} specializations ${type}`, () =>
    call(`${base}/visit-api/v1/specializations?type=${type}`, { headers }, 4976).then((body) => {
      if (!Array.isArray(body)) throw new SearchListError(4976);
      return body
        .filter(
          (s): s is { id: number; name: string } =>
            isRecord(s) && typeof s.id === 'number' && typeof s.name === 'string',
        )
        .map(({ id, name }) => ({ id, name }));
    }),
  );
}

/**
 * The search lists by anonymous calls of core's contract — `GET visit-api/anonymous/towns`
 * (`getTowns`, 4966), `GET visit-api/v1/specializations`
 * (`getSpecializations`, default error 4976; both once per page and list) and `POST visit-api/v1/slot-intervals`
 * (`getSlotIntervals`, 4981) — with plain `fetch`, so the widget's first chunk needs neither the
 * API client nor its schemas. The answers are checked for the fields the form reads, no more;
 * anything else is the call's default error.
 */
export async function fetchSearchLists(
  apiUrl: string,
  criteria: SearchListCriteria,
  signal?: AbortSignal,
): Promise<SearchLists> {
  const base = resolveApiBase(apiUrl);
  const headers = { accept: 'application/json' };
  // The dictionary knows two lists: house visits (the internist only) and the rest.
  const type = specializationListOf(criteria.appointmentType);
  const body = { day: criteria.date, ...SLOT_HOURS, intervalSize: slotIntervalMinutes(criteria) };
  const [towns, specializations, intervals] = await Promise.all([
    fetchTowns(base, headers),
    fetchSpecializations(base, headers, type),
    call(
      `${base}/visit-api/v1/slot-intervals`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: signal ?? null,
      },
      4981,
    ),
  ]);
  const available = isRecord(intervals) ? intervals.availableIntervals : null;
  if (!isRecord(available) || Object.values(available).some((v) => typeof v !== 'boolean'))
    throw new SearchListError(4981);
  return {
    towns,
    specializations,
    intervals: available as Record<string, boolean>,
  };
}

/**
 * `lists` (loaded for `before`) without what `after` makes wrong until the new ones arrive (core's
 * `searchListsMoved`, as in the order machine): the specializations of the other list kind (house or
 * call), the hours of another day or slot length.
 * The form offers nothing there meanwhile, rather than a choice the new list drops a moment later
 * (the house visit's internist) or another day's hours.
 */
export function withoutStaleLists(
  lists: SearchLists,
  before: SearchListCriteria,
  after: SearchListCriteria,
): SearchLists {
  const moved = searchListsMoved(before, after);
  if (!moved.hours && !moved.specializations) return lists;
  return {
    towns: lists.towns,
    specializations: moved.specializations ? [] : lists.specializations,
    intervals: moved.hours ? {} : lists.intervals,
  };
}
