import { portalProject } from './vitest.config.ts';

// The portal's test files that replace a module, each in a module graph of its own (see
// vitest.config.ts).
export default portalProject(true);
