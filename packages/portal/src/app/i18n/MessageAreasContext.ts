import { createContext } from 'react';
import type { LoadMessageAreas } from '../routes/routePage';

/**
 * How the shell loads message areas for what it renders lazily outside the routes (the profile
 * popups). The default resolves at once: without the provider (tests) the catalogue is complete.
 */
export const MessageAreasContext = createContext<LoadMessageAreas>(() => Promise.resolve());
