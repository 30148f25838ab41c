import { render } from '@testing-library/react';
import {
  type ApiClient,
  createApiClient,
  createMemoryStorage,
  createMessages,
  createSession,
  NO_PAGE_LIFECYCLE,
  type PartnerType,
  type Session,
  toWarsawDay,
} from '@wizyta/core';
import { PHONES, SMS_CODE, startInProcessBackend } from '@wizyta/testkit/backend';
import { beforeEach } from 'vitest';
import { BookingApp } from '../BookingApp/BookingApp';
import type { BookingEventMap, BookingEventName } from '../flow/BookingEventMap';
import type { BookingAppProps, BookingLocation } from '../flow/BookingProps';

/** `pacjent`'s phone; the sample backend accepts {@link SMS_CODE} for it. */
export const PATIENT_PHONE = PHONES.pacjent;
export { SMS_CODE };

/** Tomorrow in Warsaw, `YYYY-MM-DD`: a day whose slots are all still in the future. */
export function tomorrow(): string {
  return inDays(1);
}

/** The Warsaw calendar day `days` days from now (YYYY-MM-DD). */
export function inDays(days: number): string {
  return toWarsawDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

/** What a booking test works with: the real session and client on an in-process backend. */
export interface BookingTestBed {
  readonly session: Session<ApiClient>;
  readonly api: ApiClient;
  /** Every event the flow reported, in order. */
  readonly events: Array<{ name: BookingEventName; detail: BookingEventMap[BookingEventName] }>;
  readonly locations: BookingLocation[];
  /** Payment redirects the flow asked for (instead of leaving the page). */
  readonly redirects: string[];
  /** The fields each redirect would have posted to the gateway (its one-time secret among them). */
  readonly redirectParams: Array<Readonly<Record<string, string>>>;
  /** Paths of every API request, in order. */
  readonly paths: string[];
  /** The backend's own fetch (the payment simulator's form posts). */
  backendFetch(request: Request): Promise<Response>;
  /** The backend's fetch as a client on the network at `address` would reach it (its own limits). */
  backendFetchFrom(address: string, request: Request): Promise<Response>;
  /**
   * Holds the backend's answers to requests whose path ends with `path` until the returned
   * function is called: a slow network, for the moments it leaves open.
   */
  hold(path: string): () => void;
  /** Signs in by SMS (`pacjent` unless another seeded phone is given). */
  signIn(phone?: { prefix: string; number: string }): Promise<void>;
  render(props?: Partial<BookingAppProps>): ReturnType<typeof render>;
}

/**
 * A fresh test bed before each test of the calling file, its patient signed in by SMS where
 * `signIn` says so; the returned function gives the current test's bed.
 */
export function bedForEachTest({ signIn = false }: { signIn?: boolean } = {}): () => BookingTestBed {
  let bed: BookingTestBed | undefined;
  beforeEach(async () => {
    bed = await createBookingTestBed();
    if (signIn) await bed.signIn();
  });
  return () => {
    if (!bed) throw new Error('the test bed is made before each test');
    return bed;
  };
}

/**
 * A fresh sample backend in process, the real API client and session over it (keycloak-js is
 * never loaded: tests sign in by SMS), and a renderer of BookingApp wired to them. `brand`: the
 * client talks to that brand's API base (`/gw/<brand>`, so a sign-in gets that brand's token, as
 * its deployment's would) and the flow renders as that brand; GENERAL by default.
 */
export async function createBookingTestBed({
  brand = 'general',
}: {
  brand?: PartnerType;
} = {}): Promise<BookingTestBed> {
  const backend = await startInProcessBackend();
  const paths: string[] = [];
  const held = new Map<string, Promise<void>>();
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    paths.push(path);
    for (const [end, released] of held) if (path.endsWith(end)) await released;
    return backend.fetch(request);
  };
  const config = {
    apiUrl: brand === 'general' ? 'http://localhost:8080' : `http://localhost:8080/gw/${brand}`,
    keycloak: { url: 'http://localhost:8080/auth', realm: 'wizyta', clientId: 'wizyta-portal' },
  };
  const session = createSession({
    config,
    api: (hooks) => createApiClient({ config, ...hooks, fetch, retryDelaysMs: [1, 1] }),
    storage: {
      local: createMemoryStorage(),
      session: createMemoryStorage(),
      cookies: { read: () => '', write: () => {} },
    },
    page: NO_PAGE_LIFECYCLE,
    baseUrl: 'http://localhost:8080/',
    keycloak: () => {
      throw new Error('booking tests sign in by SMS; keycloak-js must not load');
    },
  });
  const events: BookingTestBed['events'] = [];
  const locations: BookingLocation[] = [];
  const redirects: string[] = [];
  const redirectParams: Array<Readonly<Record<string, string>>> = [];
  const messages = createMessages('pl');
  return {
    session,
    api: session.api,
    events,
    locations,
    redirects,
    redirectParams,
    paths,
    backendFetch: (request) => backend.fetch(request),
    backendFetchFrom: async (address, request) =>
      backend.app.fetch(request, { incoming: { socket: { remoteAddress: address } } as never }),
    hold(path) {
      let release: () => void = () => undefined;
      held.set(
        path,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => {
        held.delete(path);
        release();
      };
    },
    async signIn(phone = PATIENT_PHONE) {
      await session.startSmsLogin(phone);
      await session.verifySmsLogin(phone, SMS_CODE);
    },
    render(props = {}) {
      return render(
        <BookingApp
          api={session.api}
          session={session}
          messages={messages}
          config={{
            type: brand,
            thankYouPage: 'https://example.pl/dziekujemy',
            authUrl: 'https://portal.example.pl/',
          }}
          regulationUrl="/documents/regulamin.pdf"
          onEvent={(name, detail) => events.push({ name, detail })}
          onLocationChange={(location) => locations.push(location)}
          leavePage={(url, params) => {
            redirects.push(url);
            redirectParams.push(params);
          }}
          {...props}
        />,
      );
    },
  };
}
