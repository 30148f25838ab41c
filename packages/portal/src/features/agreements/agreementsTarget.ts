import { safeRedirectTarget } from '@wizyta/core';

/**
 * Where to go after accepting the agreements: the `redirectedFrom` path when it stays inside the
 * app and is not /agreements itself (which would loop), otherwise `/`.
 */
export function agreementsTarget(redirectedFrom: string | null): string {
  const target = safeRedirectTarget(redirectedFrom ?? undefined);
  if (!target || /^\/agreements(?:[/?#]|$)/.test(target)) return '/';
  return target;
}
