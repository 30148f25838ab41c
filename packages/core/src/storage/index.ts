// Every key the app reads or writes in localStorage and sessionStorage (DESIGN.md: storage keys
// `wizyta.*`), and the prefixes logout clears by. Imports nothing else of core (check:layers).

export {
  ORDER_DRAFTS_STORAGE_KEY,
  ORDER_OWNER_STORAGE_KEY,
  ORDER_STEP_STORAGE_KEY,
  ORDER_STORAGE_KEY,
} from './orderStorageKeys';
export { APP_STORAGE_PREFIX, KEYCLOAK_CALLBACK_PREFIX, SESSION_KEYS } from './SESSION_KEYS';
