import { ApiError } from '../../http/ApiError';
import { devShortcutsFor } from '../../http/devShortcutsFor';
import type { ApiDeps } from '../ApiDeps';

/**
 * `GET token/{id}/{tokenId}` (spec: "not shown"; decided in core's contract): trades a one-time
 * sign-in link for a token response. Each link works once; a used or unknown one is 401/4000, and
 * so is every link asked for by a request that may not use the development shortcuts (the seeded
 * links are one: `devShortcutsFor`).
 */
export function registerLinkTokenRoutes({ ctx, store, route }: ApiDeps): void {
  route('exchangeLinkToken', ({ c, params }) => {
    const key = `${params.id ?? ''}/${params.tokenId ?? ''}`;
    const sub = devShortcutsFor(c, ctx.options.devShortcuts) ? store.linkTokens.get(key) : undefined;
    const account = sub ? ctx.accounts.bySub(sub) : undefined;
    if (!account) throw new ApiError(401, 4000, 'Link logowania jest nieprawidłowy albo został już użyty.');
    store.linkTokens.delete(key);
    return ctx.tokens.issueFor(account);
  });
}
