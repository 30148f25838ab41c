import { ACTED_STATE } from '../../contract/releaseReserveOnInput';
import { reservedHeightCss } from '../../contract/reservedHeightCss';
import { colourSchemeCss } from '../../contract/themeCss';

// The partner page's side of the element: a block holding the flow frame (or, in the popup
// modes, a button and a native dialog, styled by createDialogView's own sheet). Until the patient's first input it keeps the search
// step's height, as the element always has, and the frame fills that box (`min-height: inherit`),
// so nothing moves while the frame loads and sizes itself (CLS 0). In a dialog the frame takes the
// dialog's height whatever its content (author CSS beats the `height` attribute) and scrolls
// inside, as a modal page does. Colours come from the same
// `--wizyta-*` properties as inside the frame, dark ones with `theme="dark"` (or `auto`).
const CSS = `:host{display:block;box-sizing:border-box;max-width:100%;font-family:var(--wizyta-font,system-ui,sans-serif);color:var(--wizyta-on-surface,#1f2933)}
:host([hidden]){display:none}
.root{min-height:inherit}
.frame{display:block;width:100%;border:0;min-height:inherit;color-scheme:normal;background:transparent}
.status{margin:0;padding:var(--wizyta-padding,16px)}
${reservedHeightCss(':host')}
:host([mode=popup]),:host([mode=dialog]),:host(:state(${ACTED_STATE})){min-height:0}
${colourSchemeCss('dark', ':host([theme=dark])')}${colourSchemeCss('auto', ':host([theme=auto])')}`;

/** The partner-side element's constructable stylesheet (CSP-safe: no `<style>`, no `style=""`). */
export function createHostSheet(): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  return sheet;
}
