/**
 * `path` with its `:params` filled in and URL-encoded, so an id such as `a/b` can never reach
 * another route. A missing or empty parameter is a caller's bug: it throws, naming `op`.
 *
 * @example fillPath('getAppointment', '/patient-portal/api/appointments/:id', { id: 'v-1' })
 */
export function fillPath(
  op: string,
  path: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`apiPath(${op}): missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}
