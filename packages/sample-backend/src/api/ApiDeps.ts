import type { BackendContext } from '../BackendContext';
import type { DataStore } from '../seed/DataStore';
import type { DefineRoute } from './createApiRouter';

/** What every route module gets: the backend context, the data and the contract router. */
export interface ApiDeps {
  ctx: BackendContext;
  store: DataStore;
  route: DefineRoute;
}
