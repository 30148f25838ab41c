import { type BrandType, isBrandType } from '../config/BRAND_TYPES';

/** A query parameter name a browser decodes (`%xx`, `+`) before the page reads it. */
const ENCODED_NAME = /^[^=]*[%+]/;

/**
 * The brand whose partners may frame a widget page, from the page's raw query exactly as the
 * generated nginx config reads it (a regex on `$args`): the first parameter literally named `type`
 * (case-sensitive, as `URLSearchParams` reads it), whose raw value must be a brand id; none, or an
 * empty one, is GENERAL (the page then loads the root `config.json`). `null` — framed by nobody
 * else — for any other value (`pz%75`, `nope`) and for a query with an encoded parameter name:
 * the page decodes names and values before it picks its brand, so `typ%65=general&type=pzu` would
 * show GENERAL's flow under pzu's `frame-ancestors`; refusing those keeps the page's brand and
 * its framing rule the same brand.
 */
export function framingBrandOfQuery(rawQuery: string): BrandType | null {
  const params = rawQuery === '' ? [] : rawQuery.split('&');
  if (params.some((param) => ENCODED_NAME.test(param))) return null;
  const type = params.find((param) => param.startsWith('type='))?.slice('type='.length);
  if (type === undefined || type === '') return 'general';
  return isBrandType(type) ? type : null;
}
