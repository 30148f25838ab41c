import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { transform } from 'esbuild';
import { tsImport } from 'tsx/esm/api';
import { partnerTypes } from '../../../../scripts/partnerTypes.mjs';
import {
  at,
  BOOKING_STYLESHEETS,
  BUILD_TIME_MODULES,
  PUBLIC_FILES,
  PUBLIC_FOLDER,
  ROOT_URL,
} from '../chunkPlan.mjs';

/**
 * Writes the partner declarations (scripts/partnerTypes.mjs) and the partner page's stylesheet
 * `wizyta.css` (the element's reserved height before it is defined: the loader's rule, from
 * reservedHeightCss.ts, as one `<link>` partners add instead of pasting it), and copies the flow
 * frame's and the framed-widget demo's pages.
 */
export function copyStatic(out, version) {
  return {
    name: 'wizyta-copy-static',
    async writeBundle() {
      writeFileSync(`${out}/wizyta-booking.d.ts`, partnerTypes(at('.')));
      const { partnerPageCss } = await tsImport(`./${BUILD_TIME_MODULES.partnerPageCss}`, ROOT_URL.href);
      writeFileSync(`${out}/wizyta.css`, partnerPageCss(version));
      // The booking screens' stylesheet and the element's, in this order (the element's rules may
      // override the screens'): the file flow.html links (packages/widget/src/contract/bookingStylesheet.ts).
      const css = BOOKING_STYLESHEETS.map((file) => readFileSync(at(file), 'utf8')).join('\n');
      writeFileSync(
        `${out}/wizyta-booking.css`,
        (await transform(css, { loader: 'css', minify: true })).code,
      );
      for (const file of PUBLIC_FILES) copyFileSync(at(`${PUBLIC_FOLDER}${file}`), `${out}/${file}`);
    },
  };
}
