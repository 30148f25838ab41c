import { MAX_PREFILL_CHARS } from '@wizyta/core/schemas/prefill';
import { FRAME_PROPS, type FrameAttributeProp } from './frameProps';

/**
 * What `<wizyta-booking>` on a partner page sends its flow frame (`wizyta:settings`) when the frame
 * is ready and whenever an attribute changes: the raw attribute strings (the frame parses them as
 * the element would, prefill included), the computed `--wizyta-*` values of the partner's CSS, and
 * the partner page's URL (where the payment gateway returns to).
 */
export interface FrameSettings {
  readonly attributes: Readonly<Partial<Record<FrameAttributeProp, string>>>;
  readonly theme: Readonly<Record<string, string>>;
  readonly pageUrl: string | null;
}

/** The settings message as posted. */
export interface FrameSettingsMessage extends FrameSettings {
  readonly type: 'wizyta:settings';
}

const TOKEN = /^--wizyta-[a-z][a-z-]{0,31}$/;
// A custom property value that cannot close the rule it is written into: no `;{}<>\` and no
// comment or `url(` (a partner colour, length or font list needs none of them).
const SAFE_VALUE = /^(?!.*(?:\/\*|url\())[-#%.,()'" \w]{1,96}$/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The theme values that are safe to write into a stylesheet (known token shape, harmless value). */
export function safeTheme(theme: unknown): Record<string, string> {
  if (!isRecord(theme)) return {};
  const safe: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme).slice(0, 32)) {
    if (TOKEN.test(name) && typeof value === 'string' && SAFE_VALUE.test(value.trim()))
      safe[name] = value.trim();
  }
  return safe;
}

/**
 * A `wizyta:settings` message's data, validated: unknown attributes are dropped, every value is a
 * string (prefill at most {@link MAX_PREFILL_CHARS}, the rest 256 characters), theme values pass
 * {@link safeTheme}, the page URL is http(s). `null` when `data` is not such a message.
 */
export function parseFrameSettings(data: unknown): FrameSettings | null {
  if (!isRecord(data) || data.type !== 'wizyta:settings') return null;
  const attributes: Partial<Record<FrameAttributeProp, string>> = {};
  const raw = isRecord(data.attributes) ? data.attributes : {};
  for (const prop of FRAME_PROPS) {
    const value = raw[prop];
    const limit = prop === 'prefill' ? MAX_PREFILL_CHARS : 256;
    if (typeof value === 'string' && value.length <= limit) attributes[prop] = value;
  }
  return { attributes, theme: safeTheme(data.theme), pageUrl: httpUrl(data.pageUrl) };
}
