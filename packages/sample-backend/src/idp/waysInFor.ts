import { can } from '@wizyta/core';
import { brandBasePath } from '../config/createBrandConfig';
import { brandOf, deploymentOfClient } from '../config/deployments';

/** The other ways into a portal, linked from the sign-in form. */
export interface WaysIn {
  /** The portal's SMS sign-in (`/sms-login`). */
  readonly smsLogin: string;
  /** The portal's registration, where the brand has REGISTRATION; null elsewhere. */
  readonly registration: string | null;
}

/**
 * The ways in of the portal whose client (`wizyta-portal`, `wizyta-portal-<type>`) asks to sign
 * in: its SMS sign-in and, where the brand registers patients (spec §6: GENERAL), its
 * registration, both under the deployment's base path on the provider's origin. Null for any
 * other client (the widget's flow frame has SMS sign-in of its own).
 */
export function waysInFor(clientId: unknown, publicOrigin: string): WaysIn | null {
  const deployment = deploymentOfClient(clientId);
  if (!deployment) return null;
  const base = `${publicOrigin}${brandBasePath(deployment)}`;
  const registers = can('REGISTRATION', { type: brandOf(deployment), roles: [] });
  return { smsLogin: `${base}sms-login`, registration: registers ? `${base}registration` : null };
}
