/**
 * What the flow frame first shows, at the default font size (16 px), with the booking screens' own
 * breakpoint (36em: one column below, two from there): booking's search on the default brand, the
 * symptom checker's button and the NFZ note included, and the accessibility statement's link under
 * it (2.5rem). 102.5625rem is 1641 px (a 412 px wide phone, the widget 380 px wide), 84.3125rem is
 * 1349 px (720 px wide). In rem, so the reserve grows with the reader's font size like the form
 * itself does.
 */
export const SEARCH_STEP_HEIGHT = { narrow: '102.5625rem', wide: '84.3125rem' } as const;

/**
 * The rule that reserves the widget's height (`--wizyta-min-height` when the page sets it, else
 * {@link SEARCH_STEP_HEIGHT}) on `selector`: the loader's rule for the element before it is
 * defined, and the shadow root's `:host` rule after, so the box keeps its height as the bundle
 * upgrades the element and the search step renders. `display: block` for the undefined element,
 * which is inline until then.
 */
export function reservedHeightCss(selector: string, display = ''): string {
  const height = (value: string) => `min-height:var(--wizyta-min-height,${value})`;
  return (
    `${selector}{${display && `display:${display};`}${height(SEARCH_STEP_HEIGHT.narrow)}}` +
    `@media(min-width:36em){${selector}{${height(SEARCH_STEP_HEIGHT.wide)}}}`
  );
}
