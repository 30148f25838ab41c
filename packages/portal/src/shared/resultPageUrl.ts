/**
 * The absolute URL of this deployment's payment result page for appointment `id`
 * (`<origin><basePath>appointment/{id}/result`, spec §7), the gateway's `returnUrl`: a patient
 * of a brand deployment (`/b/inter/`) comes back to their brand, not to the GENERAL portal.
 */
export function resultPageUrl(origin: string, basePath: string, id: string): string {
  return new URL(`${basePath}appointment/${encodeURIComponent(id)}/result`, origin).href;
}
