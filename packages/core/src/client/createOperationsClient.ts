import type { ApiOperationName } from '../api/contract';
import type { ApiClient, ApiClientOptions } from './ApiClient';
import { type CallEngine, createCallEngine, type Operations, type RawCallInput } from './createCallEngine';

/** Operations whose client method is not the generic one (see `createApiClient`). */
type GenericOperation = Exclude<ApiOperationName, 'uploadDocument'>;

/** A client of some operations of the contract: the same methods `ApiClient` has for them. */
export type OperationsClient<Op extends GenericOperation> = Pick<ApiClient, Op>;

/** The methods of `engine` for `names`: each one `engine.call` of its operation. */
export function operationMethods(engine: CallEngine, names: readonly string[]): Record<string, unknown> {
  const methods: Record<string, unknown> = {};
  for (const name of names as ApiOperationName[])
    methods[name] = (input: RawCallInput = {}, callOptions = {}) => engine.call(name, input, callOptions);
  return methods;
}

/**
 * A client of a part of the `API` contract, with the same methods and rules as `createApiClient`
 * (token, retries, timeouts, answer validation, error codes) but only the given operations, so a
 * bundle that needs a few calls (the widget: `BOOKING_CLIENT_OPERATIONS`) carries only their schemas.
 *
 * @example
 * const api = createOperationsClient(BOOKING_CLIENT_OPERATIONS, { config, getToken, onUnauthorized });
 * await api.getSlotIntervals({ body });
 */
export function createOperationsClient<const O extends { readonly [K in GenericOperation]?: Operations[K] }>(
  operations: O,
  options: ApiClientOptions,
): OperationsClient<keyof O & GenericOperation> {
  const engine = createCallEngine(operations, options);
  // The loop builds exactly the methods OperationsClient names; TypeScript cannot follow a loop.
  return Object.freeze(operationMethods(engine, Object.keys(operations))) as OperationsClient<
    keyof O & GenericOperation
  >;
}
