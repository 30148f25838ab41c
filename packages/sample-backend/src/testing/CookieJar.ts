/**
 * A minimal cookie jar for scripted browser flows in tests: keeps name=value pairs from
 * `Set-Cookie`, drops expired ones. Paths and domains are ignored (one host per test).
 */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  /** Stores the cookies a response sets. */
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', attr = ''] = a.trim().split('=');
        if (/^max-age$/i.test(key)) return Number(attr) <= 0;
        if (/^expires$/i.test(key)) return Date.parse(attr) <= Date.now();
        return false;
      });
      if (expired || value === '') this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  /** The `Cookie` header value. */
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.#cookies.has(name);
  }
}
