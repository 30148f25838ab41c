import { writeVersionedWidget } from '../../../../scripts/widgetManifest.mjs';

/** Runs last: the versioned copies and the manifest of everything the three bundles wrote. */
export function versionedDelivery(out, version) {
  return {
    name: 'wizyta-versioned-delivery',
    writeBundle() {
      writeVersionedWidget(out, version);
    },
  };
}
