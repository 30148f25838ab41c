import { readFileSync } from 'node:fs';

const WIDGET_PACKAGE = new URL('../../../widget/package.json', import.meta.url);

/**
 * The paths the widget's flow frame is served at: unversioned, the current release's folder and
 * its major's (`/widget/0.3.1/flow.html`, `/widget/v0/flow.html`). SSO in the frame returns to the
 * frame's own address, so each is a redirect URI to register, exactly (never a `/widget/*`
 * pattern: see isAllowedRedirectUri); each release adds its folder's (docs/deploy.md).
 */
export function flowFramePaths(version: string = widgetVersion()): string[] {
  const major = version.split('.')[0];
  return ['/widget/flow.html', `/widget/${version}/flow.html`, `/widget/v${major}/flow.html`];
}

/** The widget package's version: the release a build writes (`dist/widget/<version>/`). */
export function widgetVersion(): string {
  return (JSON.parse(readFileSync(WIDGET_PACKAGE, 'utf8')) as { version: string }).version;
}
