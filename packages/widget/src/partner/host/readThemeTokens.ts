/** The theme properties a partner may set on `<wizyta-booking>` (README "Theme it"). */
export const THEME_TOKENS = [
  '--wizyta-primary',
  '--wizyta-on-primary',
  '--wizyta-accent',
  '--wizyta-on-accent',
  '--wizyta-surface',
  '--wizyta-on-surface',
  '--wizyta-focus',
  '--wizyta-error',
  '--wizyta-muted',
  '--wizyta-border',
  '--wizyta-radius',
  '--wizyta-padding',
  '--wizyta-font',
  '--wizyta-font-size',
] as const;

/**
 * The `--wizyta-*` values the partner's CSS gives `element` (computed, so rules, media queries and
 * inheritance all count), for the flow frame, whose document the partner's CSS cannot reach.
 * Unset ones are left out: the frame keeps the brand's.
 */
export function readThemeTokens(element: Element): Record<string, string> {
  const style = getComputedStyle(element);
  const theme: Record<string, string> = {};
  for (const token of THEME_TOKENS) {
    const value = style.getPropertyValue(token).trim();
    if (value) theme[token] = value;
  }
  return theme;
}
