import { TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileMessages } from './compileMessages';

describe('compileMessages', () => {
  it('turns each ICU string into its AST', () => {
    const compiled = compileMessages({ a: 'Strona {page}', b: 'Zamknij' });
    expect(compiled.a.map((element) => element.type)).toEqual([TYPE.literal, TYPE.argument]);
    expect(compiled.b).toEqual([{ type: TYPE.literal, value: 'Zamknij' }]);
  });

  it('carries no source locations, so the AST stays small', () => {
    expect(JSON.stringify(compileMessages({ a: '{n, plural, one {#} other {#}}' }))).not.toContain(
      'location',
    );
  });

  it('names the broken message', () => {
    expect(() => compileMessages({ ok: 'x', 'common.broken': 'Strona {page' })).toThrow(/common\.broken/);
  });
});
