import type { ApiClient, ApiClientOptions } from '@wizyta/core';

type Method = (...args: unknown[]) => unknown;

/**
 * The portal's API client, fetched on its first call rather than with the first route: the
 * client carries the contract and every response schema (about 15 KB gzip), which the shell
 * never needs before a page or the session calls the API. Each method resolves once the client
 * has arrived; a failed fetch of its chunk rejects that call and the next call fetches again.
 * `downloadUrl`, the one synchronous member, needs the client already loaded — every page that
 * lists documents has called the API by then.
 */
export function createLazyApiClient(options: ApiClientOptions): ApiClient {
  let client: ApiClient | undefined;
  let loading: Promise<ApiClient> | undefined;
  const load = () => {
    loading ??= import('./loadApiClient').then(
      ({ createApiClient }) => {
        client = createApiClient(options);
        return client;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const deferred = new Map<string, Method>();
  const methodOf = (name: string): Method => {
    let method = deferred.get(name);
    if (!method) {
      method = (...args) =>
        load().then((loaded) => (loaded[name as keyof ApiClient] as unknown as Method)(...args));
      deferred.set(name, method);
    }
    return method;
  };
  return new Proxy({} as ApiClient, {
    get(_, name) {
      // Not a thenable: a promise resolved with the client must not wait on it.
      if (typeof name !== 'string' || name === 'then') return undefined;
      if (name === 'downloadUrl') {
        if (!client) throw new Error('downloadUrl before the API client loaded: call the API first');
        return client.downloadUrl;
      }
      return methodOf(name);
    },
  });
}
