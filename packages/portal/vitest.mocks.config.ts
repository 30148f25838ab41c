import { portalProject } from './vitest.config';

// The portal's test files that replace a module, each in a module graph of its own (see
// vitest.config.ts).
export default portalProject(true);
