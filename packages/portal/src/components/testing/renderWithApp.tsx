import { type RenderResult, render } from '@testing-library/react';
import {
  type ApiClient,
  brandOf,
  createApiClient,
  createMemoryStorage,
  createMessages,
  createSession,
  NO_PAGE_LIFECYCLE,
  parseConfig,
} from '@wizyta/core';
import { type Backend, PHONES, SMS_CODE, startInProcessBackend } from '@wizyta/testkit/backend';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppContext, type AppContextValue } from '../../shared/AppContext';
import { ToastContext } from '../../shared/toast/ToastContext';
import { createToastStore, type ToastStore } from '../../shared/toast/ToastStore';

/** Answers a request instead of the backend (`next` is the backend), or returns `undefined`. */
export type Interceptor = (
  request: Request,
  next: (request: Request) => Promise<Response>,
) => Response | undefined | Promise<Response | undefined>;

/** Options of {@link renderWithApp}. */
export interface RenderWithAppOptions {
  readonly account?: 'pacjent' | 'lekarz';
  /** The route pattern the page is mounted at, e.g. `/visit/:id`. */
  readonly path?: string;
  /** The URL to start at, e.g. `/visit/w-1001?showAddDocuments=true`. */
  readonly url?: string;
  /** A backend of an earlier render, to see what another account did (default: a fresh one). */
  readonly backend?: InProcessBackend;
  /** An interceptor in place from the first request on. */
  readonly intercept?: Interceptor;
}

/** What a test gets: the render result, the app's context and handles on the backend. */
export interface AppRender extends RenderResult {
  readonly app: AppContextValue;
  readonly api: ApiClient;
  /** The in-process backend, to pass to a later render. */
  readonly backend: InProcessBackend;
  /** Every request the app sent, in order: `GET /patient-portal/api/appointments?page=0…`. */
  readonly requests: string[];
  /** Puts an interceptor in front of the backend (undefined removes it). */
  intercept(next: Interceptor | undefined): void;
  /** The router's current `pathname + search`. */
  location(): string;
  /** Texts of the toasts on screen. */
  toasts(): string[];
  readonly toastStore: ToastStore;
}

/** Reports the router's location to the test. */
function LocationProbe({ onLocation }: { readonly onLocation: (location: string) => void }) {
  const location = useLocation();
  onLocation(`${location.pathname}${location.search}`);
  return null;
}

/** The sample backend's in-process `fetch`: all the tests need of it. */
export type InProcessBackend = Pick<Backend, 'fetch'>;

/**
 * One realm for the code under test, as in a browser. Vitest's jsdom environment swaps in jsdom's
 * `Uint8Array`, `ArrayBuffer`, `Blob`, `File` and `FormData` while Node's `fetch`, `Request` and
 * `TextEncoder` stay Node's: the in-process backend's token signing (jose) then refuses its own
 * payloads, a download (Node's `Blob`) fails the client's `instanceof Blob`, and vitest's own
 * conversion of a jsdom `FormData` drops the file name. So the typed arrays, `Blob`, `File`,
 * `FormData` and `Request` are Node's again, and tests upload Node `File`s ({@link testFile}).
 */
let oneRealm: Promise<void> | undefined;
async function shareOneRealm(): Promise<void> {
  oneRealm ??= switchToNodeRealm();
  return oneRealm;
}

async function switchToNodeRealm(): Promise<void> {
  const nodeUint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
  // Vitest's Request extends Node's; if it was already unwrapped, keep what is there.
  const parent: unknown = Object.getPrototypeOf(globalThis.Request);
  const NodeRequest = (parent === Function.prototype ? globalThis.Request : parent) as typeof Request;
  const form = await new NodeRequest('http://localhost/', {
    method: 'POST',
    body: new URLSearchParams('a=1'),
  }).formData();
  Object.assign(globalThis, {
    Uint8Array: nodeUint8Array,
    ArrayBuffer: new nodeUint8Array(1).buffer.constructor,
    FormData: form.constructor,
  });
  const { Blob: NodeBlob, File: NodeFile } = await import('node:buffer');
  // Node's own Request: vitest's wrapper would "convert" these (already Node) files and fail.
  Object.assign(globalThis, { Blob: NodeBlob, File: NodeFile, Request: NodeRequest });
}

/** A file to upload in a test: Node's `File`, which the client's multipart body carries intact. */
export async function testFile(bytes: Uint8Array, name: string, type: string): Promise<File> {
  const { File: NodeFile } = await import('node:buffer');
  return new NodeFile([bytes], name, { type }) as unknown as File;
}

/**
 * Renders a feature page inside the portal's real context, talking to a fresh in-process sample
 * backend through the real API client, signed in by SMS as `pacjent` (default) or `lekarz`.
 */
export async function renderWithApp(
  ui: ReactElement,
  options: RenderWithAppOptions = {},
): Promise<AppRender> {
  await shareOneRealm();
  // The backend loads after the realm switch, so that it captures Node's globals.
  const backend = options.backend ?? (await startInProcessBackend());
  const requests: string[] = [];
  let interceptor: Interceptor | undefined;
  const initialInterceptor = options.intercept;
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    return (await interceptor?.(request, backend.fetch)) ?? backend.fetch(request);
  };

  const configResponse = await backend.fetch(new Request('http://localhost:8080/config.json'));
  const config = parseConfig(await configResponse.json());
  const session = createSession({
    config,
    api: (hooks) => createApiClient({ config, ...hooks, fetch, retryDelaysMs: [1, 1] }),
    storage: { local: createMemoryStorage(), session: createMemoryStorage() },
    page: NO_PAGE_LIFECYCLE,
    baseUrl: 'http://localhost:8080/',
  });
  const phone = PHONES[options.account ?? 'pacjent'];
  await session.startSmsLogin(phone);
  await session.verifySmsLogin(phone, SMS_CODE);
  requests.length = 0;
  interceptor = initialInterceptor;

  const app: AppContextValue = {
    config,
    brand: brandOf(config.type),
    messages: createMessages('pl'),
    api: session.api,
    session,
    basePath: '/',
    assetUrl: (path) => `/${path}`,
  };
  const toastStore = createToastStore();
  let currentLocation = '';
  const path = options.path ?? '/';
  const result = render(
    <AppContext.Provider value={app}>
      <ToastContext.Provider value={toastStore}>
        <MemoryRouter initialEntries={[options.url ?? path]}>
          <LocationProbe
            onLocation={(value) => {
              currentLocation = value;
            }}
          />
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
      </ToastContext.Provider>
    </AppContext.Provider>,
  );
  return {
    ...result,
    app,
    api: session.api,
    backend,
    requests,
    intercept(next) {
      interceptor = next;
    },
    location: () => currentLocation,
    toasts: () => toastStore.list().map((toast) => toast.text),
    toastStore,
  };
}
