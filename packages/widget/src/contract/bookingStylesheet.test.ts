import { describe, expect, it } from 'vitest';
import { BOOKING_STYLESHEET, bookingStylesheetText, linkBookingStylesheet } from './bookingStylesheet';

/** A document whose `styleSheets` are these loaded sheets (jsdom fetches no stylesheet itself). */
function documentWith(
  sheets: ReadonlyArray<{ href: string | null; rules: string[] | 'cross-origin' }>,
): Document {
  const styleSheets = sheets.map(({ href, rules }) => ({
    href,
    get cssRules() {
      if (rules === 'cross-origin') throw new DOMException('Cannot access rules', 'SecurityError');
      return rules.map((cssText) => ({ cssText }));
    },
  }));
  return { styleSheets } as unknown as Document;
}

describe('bookingStylesheetText', () => {
  it('copies the rules of the linked booking stylesheet, in order, and of no other sheet', () => {
    const doc = documentWith([
      { href: 'https://wizyta.example/widget/frame.css', rules: ['main{margin:0}'] },
      { href: null, rules: ['p{color:red}'] },
      {
        href: `https://wizyta.example/widget/0.1.0/${BOOKING_STYLESHEET}?v=1`,
        rules: ['.wb-root{display:grid}', ':host{display:block}'],
      },
    ]);
    expect(bookingStylesheetText(doc)).toBe('.wb-root{display:grid}\n:host{display:block}');
  });

  it('is empty when the document links no booking stylesheet, or one it may not read', () => {
    expect(bookingStylesheetText(documentWith([]))).toBe('');
    expect(
      bookingStylesheetText(
        documentWith([{ href: 'https://x.example/my-wizyta-booking.css', rules: ['a{}'] }]),
      ),
    ).toBe('');
    expect(
      bookingStylesheetText(
        documentWith([{ href: `https://cdn.example/${BOOKING_STYLESHEET}`, rules: 'cross-origin' }]),
      ),
    ).toBe('');
  });
});

describe('linkBookingStylesheet', () => {
  it('links the stylesheet into the head once and settles when it has loaded (or failed)', async () => {
    const href = `https://wizyta.example/widget/${BOOKING_STYLESHEET}`;
    const first = linkBookingStylesheet(document, href);
    const second = linkBookingStylesheet(document, href);
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]');
    expect([...links].map((link) => link.href)).toEqual([href]);
    let settled = false;
    void first.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    links[0]?.dispatchEvent(new Event('error'));
    await first;
    await second;
    expect(settled).toBe(true);
  });
});
