import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type Page, pageSchema } from './page';

const PageOfNames = pageSchema(z.object({ name: z.string() }));

describe('pageSchema', () => {
  it('parses the Spring-style wrapper', () => {
    const page: Page<{ name: string }> = z.parse(PageOfNames, {
      content: [{ name: 'a' }],
      totalElements: 12,
      size: 10,
      pageable: { pageNumber: 1 },
      number: 1,
    });
    expect(page.pageable.pageNumber).toBe(1);
  });
  it('refuses a bad item or a missing page number', () => {
    expect(
      z.safeParse(PageOfNames, {
        content: [{ name: 1 }],
        totalElements: 1,
        size: 10,
        pageable: { pageNumber: 0 },
      }).success,
    ).toBe(false);
    expect(z.safeParse(PageOfNames, { content: [], totalElements: 0, size: 10, pageable: {} }).success).toBe(
      false,
    );
  });
});
