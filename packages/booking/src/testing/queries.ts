import { screen } from '@testing-library/react';

/** The text of the element(s) an element's `aria-describedby` points at. */
export function descriptionOf(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** The field labelled `label`, checked to be marked invalid with `message` tied to it. */
export function invalidField(label: string | RegExp): HTMLElement {
  const field = screen.getByLabelText(label);
  if (field.getAttribute('aria-invalid') !== 'true')
    throw new Error(`${String(label)} is not marked invalid`);
  return field;
}
