import { afterEach, describe, expect, it, vi } from 'vitest';
import { instanceOf } from './instanceOf';

const element = (id = '') => {
  const created = document.createElement('wizyta-booking');
  if (id) created.id = id;
  return created;
};

describe('instanceOf', () => {
  afterEach(() => document.body.replaceChildren());

  it("is the element's id when it is a usable name", () => {
    const named = element('insurer-inline');
    document.body.append(named);
    expect(instanceOf(named)).toBe('insurer-inline');
    const odd = element('has space');
    document.body.append(odd);
    expect(instanceOf(odd)).toMatch(/^wizyta-\d+$/);
  });

  it('is otherwise its place on the page, kept once given and never given twice', async () => {
    // A fresh module (no names given yet), as on a page load: three elements asked in reverse
    // order are still named in document order, the same on every load of the page.
    vi.resetModules();
    const fresh = (await import('./instanceOf')).instanceOf;
    const [first, second, third] = [element(), element(), element()];
    document.body.append(first, second, third);
    const names = [third, second, first].map(fresh).reverse();
    expect(names).toEqual(['wizyta-1', 'wizyta-2', 'wizyta-3']);
    // A new element put before them takes a name no one has; the others keep theirs.
    const before = element();
    document.body.prepend(before);
    expect(fresh(before)).toBe('wizyta-4');
    expect([first, second, third].map(fresh)).toEqual(names);
  });
});
