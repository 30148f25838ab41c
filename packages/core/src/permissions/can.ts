import { isPartnerType } from '../brands/PARTNER_TYPES';
import type { Action } from './ACTIONS';
import { ACTIONS } from './ACTIONS';
import { PERMISSION_RULES } from './PERMISSION_RULES';

/** Who asks: the roles of the token (empty when anonymous) and the deployment's partner type. */
export interface PermissionContext {
  readonly roles: readonly string[];
  readonly type: string;
}

function heldSubjects({ roles, type }: PermissionContext): ReadonlySet<string> {
  // A type that is not a partner type is ignored, so a mistyped value can never pose as a role.
  return new Set(isPartnerType(type) ? [...roles, type] : roles);
}

function allows(action: Action, held: ReadonlySet<string>): boolean {
  return PERMISSION_RULES[action].some(
    (combination) => combination.length > 0 && combination.every((subject) => held.has(subject)),
  );
}

/**
 * Whether `action` is allowed: the roles plus the partner type contain every item of at least one
 * allowed combination (spec §6).
 */
export function can(action: Action, context: PermissionContext): boolean {
  return allows(action, heldSubjects(context));
}

/** Every action allowed for these roles and type, in {@link ACTIONS} order. */
export function permittedActions(context: PermissionContext): Action[] {
  const held = heldSubjects(context);
  return ACTIONS.filter((action) => allows(action, held));
}
