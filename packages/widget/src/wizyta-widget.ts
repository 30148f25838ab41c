// The bundle entry a partner page loads (the package's only side-effect module besides the flow
// frame's): defines <wizyta-booking> — the flow frame's host on a partner page, the flow itself on
// the provider's own pages — and swaps the loader's queue stub for the real `Wizyta` API,
// replaying calls made before the bundle arrived. No framework: the flow's code loads in the frame.
// The one module that joins the two realms: the partner-page element gets the frame's inline
// renderer as a lazy import, which only the provider's own pages load (partner/ never imports
// frame/, a layer rule in .dependency-cruiser.mjs).
import { installWizytaGlobal } from './partner/global/installWizytaGlobal';
import { defineWizytaHost } from './partner/host/defineWizytaHost';

installWizytaGlobal();
defineWizytaHost(customElements, () =>
  import('./frame/element/mountInline').then((m) => m.loadMountInline()),
);
