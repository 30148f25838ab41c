import type { BackendContext } from '../BackendContext';
import type { NotifyAndTell } from '../messages/notifyAndTell';
import type { DataStore } from '../seed/DataStore';
import type { DefineRoute } from './createApiRouter';

/** What every route module gets: the backend context, the data and the contract router. */
export interface ApiDeps {
  ctx: BackendContext;
  store: DataStore;
  route: DefineRoute;
  /** A notification in the portal and, for a change of the visit, a message to the patient. */
  notify: NotifyAndTell;
}
