export { isRole } from '../schemas/ROLES';
export type { Role } from '../schemas/role';
export type { Action } from './ACTIONS';
export { ACTIONS } from './ACTIONS';
export type { PermissionContext } from './can';
export { can, permittedActions } from './can';
export type { PermissionCombination, PermissionSubject } from './PERMISSION_RULES';
export { NOT_FOR_BROKERS, PERMISSION_RULES } from './PERMISSION_RULES';
