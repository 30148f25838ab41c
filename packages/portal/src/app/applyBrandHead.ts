import type { Brand } from '@wizyta/core';

/**
 * Sets the document title and the favicon (`<link rel="icon">`, created when missing) of the
 * brand; the favicon comes from under the deployment's base path.
 */
export function applyBrandHead(brand: Brand, basePath: string, doc: Document = document): void {
  doc.title = brand.title;
  let icon = doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = `${basePath}${brand.faviconHref}`;
}
