import { ACTED_STATE } from '../../contract/releaseReserveOnInput';
import { reservedHeightCss } from '../../contract/reservedHeightCss';
import { colourSchemeCss } from '../../contract/themeCss';

// The partner page's side of the element: a block holding the flow frame (or, in the popup
// modes, a button and a native dialog). Until the patient's first input it keeps the search
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
.open{font:inherit;cursor:pointer;padding:.75em 1.25em;border:0;border-radius:var(--wizyta-radius,8px);background:var(--wizyta-primary,#0b5f73);color:var(--wizyta-on-primary,#fff)}
.open:focus-visible,.close:focus-visible{outline:3px solid var(--wizyta-focus,#0b5f73);outline-offset:2px}
.dialog{box-sizing:border-box;width:min(48rem,calc(100vw - 1rem));max-height:calc(100dvh - 1rem);padding:0;border:0;border-radius:var(--wizyta-radius,8px);background:var(--wizyta-surface,#fff);overflow:hidden}
.dialog::backdrop{background:rgb(0 0 0/.5)}
.bar{display:flex;justify-content:flex-end;padding:.5rem}
.close{font:inherit;cursor:pointer;padding:.5em 1em;border:1px solid currentColor;border-radius:var(--wizyta-radius,8px);background:transparent;color:inherit}
.dialog .frame{height:calc(100dvh - 5rem)}
${reservedHeightCss(':host')}
:host([mode=popup]),:host([mode=dialog]),:host(:state(${ACTED_STATE})){min-height:0}
${colourSchemeCss('dark', ':host([theme=dark])')}${colourSchemeCss('auto', ':host([theme=auto])')}`;

/** The partner-side element's constructable stylesheet (CSP-safe: no `<style>`, no `style=""`). */
export function createHostSheet(): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  return sheet;
}
