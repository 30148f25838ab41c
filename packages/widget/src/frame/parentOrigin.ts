import { reportOnce } from '../reportOnce';
import { isTrustedOrigin } from './isTrustedOrigin';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The origin of the page framing this one, when it is on the trust list; `null` when not framed,
 * unknown, or untrusted (reported once). Taken from `location.ancestorOrigins[0]` where the
 * browser has it (Chromium, Safari), else from `document.referrer`'s origin.
 */
export function parentOrigin(win: Window, trusted: readonly string[]): string | null {
  if (win.parent === win) return null;
  const ancestor = win.location.ancestorOrigins?.[0];
  const candidate = ancestor ?? (win.document.referrer ? originOf(win.document.referrer) : null);
  if (candidate === null) {
    reportOnce('framed by a page of unknown origin: no events are posted to it');
    return null;
  }
  if (!isTrustedOrigin(candidate, trusted)) {
    reportOnce(
      `framed by ${candidate}, which is not in allowedIframeDataSources: no events are posted to it`,
    );
    return null;
  }
  return candidate;
}
