import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { instanceOf as InstanceOf } from './instanceOf';

const element = (id = '') => {
  const created = document.createElement('wizyta-booking');
  if (id) created.id = id;
  return created;
};

let instanceOf: typeof InstanceOf;

beforeEach(async () => {
  // A fresh module (no names given yet), as on a page load.
  vi.resetModules();
  ({ instanceOf } = await import('./instanceOf'));
});
afterEach(() => document.body.replaceChildren());

describe('instanceOf', () => {
  it("is the element's id when it is a usable name", () => {
    const named = element('insurer-inline');
    document.body.append(named);
    expect(instanceOf(named)).toBe('insurer-inline');
    const odd = element('has space');
    document.body.append(odd);
    expect(instanceOf(odd)).toMatch(/^wizyta-\d+$/);
  });

  it('is otherwise its place on the page, kept once given and never given twice', () => {
    // Three elements asked in reverse order are still named in document order, the same on every
    // load of the page.
    const [first, second, third] = [element(), element(), element()];
    document.body.append(first, second, third);
    const names = [third, second, first].map(instanceOf).reverse();
    expect(names).toEqual(['wizyta-1', 'wizyta-2', 'wizyta-3']);
    // A new element put before them takes a name no one on the page has; the others keep theirs.
    const before = element();
    document.body.prepend(before);
    expect(instanceOf(before)).toBe('wizyta-4');
    expect([first, second, third].map(instanceOf)).toEqual(names);
  });

  it('gives a name back when its element leaves the page: a single-page app names its widget as a reload does', () => {
    // Client-side navigation: each page's element is removed and a new one rendered, three times.
    for (let page = 0; page < 3; page += 1) {
      const widget = element();
      document.body.replaceChildren(widget);
      expect(instanceOf(widget)).toBe('wizyta-1');
    }
    // An element that leaves and comes back keeps its name while no one else took it.
    const kept = element();
    document.body.replaceChildren(kept);
    expect(instanceOf(kept)).toBe('wizyta-1');
    kept.remove();
    document.body.append(kept);
    expect(instanceOf(kept)).toBe('wizyta-1');
  });

  it("names Wizyta('open')'s dialog element wizyta-dialog, outside the others' places", () => {
    const dialog = element();
    dialog.setAttribute('data-wizyta-dialog', '');
    document.body.append(dialog);
    const inline = element();
    document.body.append(inline);
    expect(instanceOf(dialog)).toBe('wizyta-dialog');
    expect(instanceOf(inline)).toBe('wizyta-1');
  });
});
