import { type Action, can } from '@wizyta/core';
import { useCallback } from 'react';
import { useApp } from './useApp';
import { useSessionState } from './useSessionState';

/**
 * A permission check for the signed-in user and this deployment's type (spec §6):
 * `const allowed = useCan(); allowed('SHOW_PROFILE')`.
 */
export function useCan(): (action: Action) => boolean {
  const { config } = useApp();
  const { roles } = useSessionState();
  return useCallback((action: Action) => can(action, { roles, type: config.type }), [roles, config.type]);
}
