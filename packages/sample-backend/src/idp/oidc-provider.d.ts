// oidc-provider ships no typings and @types/oidc-provider is not installed: this declares the
// small surface the dev IdP uses. Configuration stays an open object: its shape is checked by
// oidc-provider itself at construction time (it throws on unknown or invalid values).
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** The parts of a Koa context the IdP's middleware touches. */
  export interface KoaContext {
    method: string;
    path: string;
    status: number;
    body: unknown;
    type: string;
    oidc?: { route?: string };
    get(header: string): string;
    set(header: string, value: string): void;
    response: { get(header: string): string };
  }

  export type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface GrantInstance {
    jti?: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantClass {
    new (props: { accountId: string; clientId: string }): GrantInstance;
    find(id: string): Promise<GrantInstance | undefined>;
  }

  export interface RefreshTokenClass {
    find(value: string, options?: { ignoreExpiration?: boolean }): Promise<unknown>;
  }

  export interface ClientPrototype {
    /** The client's metadata, camel-cased (`redirect_uris` → `redirectUris`). */
    readonly redirectUris?: readonly string[];
    readonly postLogoutRedirectUris?: readonly string[];
    redirectUriAllowed(value: string): boolean;
    postLogoutRedirectUriAllowed(value: string): boolean;
    includeSid(): boolean;
  }

  export class Provider {
    constructor(issuer: string, configuration: object);
    readonly issuer: string;
    readonly Grant: GrantClass;
    readonly RefreshToken: RefreshTokenClass;
    readonly Client: {
      prototype: ClientPrototype;
      /** A registered client by id, as the provider itself resolves it on every request. */
      find(id: string): Promise<(ClientPrototype & { readonly clientId: string }) | undefined>;
    };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: KoaMiddleware): void;
    on(event: string, listener: (...args: unknown[]) => void): void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }

  export default Provider;
}

declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  /** A factory of in-memory adapters sharing one store (one per provider instance). */
  export function createMemoryAdapter(clockTolerance?: number): (model: string) => object;
}
