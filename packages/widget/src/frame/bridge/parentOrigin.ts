import { isTrustedOrigin } from '@wizyta/core/security';
import { reportOnce } from '../../contract/reportOnce';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origin the framing page announced in this page's query (`?origin=`), if any. */
function announcedOrigin(win: Window): string | null {
  const search = win.location.search;
  return typeof search === 'string' ? new URLSearchParams(search).get('origin') : null;
}

/**
 * The origin of the page framing this one, when it is on the trust list; `null` when not framed,
 * unknown, or untrusted (reported once). Taken from `location.ancestorOrigins[0]` where the
 * browser has it (Chromium, Safari), else from the origin the parent announced in the frame's
 * query (`<wizyta-booking>` writes `?origin=`: a page that sends no `Referer` still gets its
 * events), else from `document.referrer`. An announced origin that is not the real parent only
 * makes the browser drop the messages addressed to it.
 */
export function parentOrigin(win: Window, trusted: readonly string[]): string | null {
  if (win.parent === win) return null;
  const ancestor = win.location.ancestorOrigins?.[0];
  const candidate =
    ancestor ?? announcedOrigin(win) ?? (win.document.referrer ? originOf(win.document.referrer) : null);
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
