/** The part of the Web Storage API the session uses; `localStorage` and `sessionStorage` fit it. */
export interface StorageArea {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Reads and writes `document.cookie`, injectable so that tests and non-DOM hosts need none. */
export interface CookieJar {
  /** The `document.cookie` string: `name=value; name2=value2`. */
  read(): string;
  /** One `Set-Cookie`-like assignment, as to `document.cookie`. */
  write(cookie: string): void;
}

/** Where the session keeps its few non-secret markers, and what logout clears. */
export interface SessionStorages {
  readonly local: StorageArea;
  readonly session: StorageArea;
  readonly cookies: CookieJar;
}
