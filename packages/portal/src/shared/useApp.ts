import { useContext } from 'react';
import { AppContext, type AppContextValue } from './AppContext';

/**
 * The running portal: `{ config, brand, messages, api, session, basePath, assetUrl }`.
 * Throws outside the shell, so a feature rendered without its provider fails loudly in tests.
 */
export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp() needs the portal shell (AppContext.Provider) around it');
  return value;
}
