import { describe, expect, it } from 'vitest';
import { ACTED_STATE, releaseReserveOnInput } from './releaseReserveOnInput';

// jsdom has no CustomStateSet: the element hands out internals whose states are a plain Set.
class ReserveTestElement extends HTMLElement {
  readonly states = new Set<string>();
  constructor() {
    super();
    releaseReserveOnInput(this);
  }
  override attachInternals(): ElementInternals {
    return { states: this.states } as unknown as ElementInternals;
  }
}
customElements.define('reserve-test-element', ReserveTestElement);

class NoInternalsElement extends HTMLElement {
  constructor() {
    super();
    releaseReserveOnInput(this);
  }
  override attachInternals(): ElementInternals {
    throw new DOMException('already attached', 'NotSupportedError');
  }
}
customElements.define('no-internals-element', NoInternalsElement);

describe('releaseReserveOnInput', () => {
  it('keeps the reserve until the first pointer or key press inside the element', () => {
    const element = new ReserveTestElement();
    const inside = document.createElement('button');
    element.append(inside);
    document.body.append(element);
    expect(element.states.has(ACTED_STATE)).toBe(false);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(element.states.has(ACTED_STATE)).toBe(false);
    inside.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(element.states.has(ACTED_STATE)).toBe(true);
  });

  it('leaves an element whose internals are taken alone', () => {
    expect(() => new NoInternalsElement().dispatchEvent(new Event('pointerdown'))).not.toThrow();
  });
});
