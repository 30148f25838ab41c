// The bundle entry a partner page loads (the package's only side-effect module besides the flow
// frame's): defines <wizyta-booking> — the flow frame's host on a partner page, the flow itself on
// the provider's own pages — and swaps the loader's queue stub for the real `Wizyta` API,
// replaying calls made before the bundle arrived. No framework: the flow's code loads in the frame.
import { installWizytaGlobal } from './events/installWizytaGlobal';
import { defineWizytaHost } from './host/defineWizytaHost';

installWizytaGlobal();
defineWizytaHost();
