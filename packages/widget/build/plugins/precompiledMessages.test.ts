// @vitest-environment node
import { messagesPl } from '@wizyta/core/i18n/catalogue';
import { compileMessages } from '@wizyta/core/i18n/compileMessages';
import { describe, expect, it } from 'vitest';
import { widgetShare } from '../../src/frame/messages/widgetMessageIds';
import { literalMessages, withLiteralsAsStrings } from './precompiledMessages.mjs';

describe("the widget's pre-compiled Polish catalogue", () => {
  it('carries one-literal messages as strings and gives the formatter the same ASTs back', () => {
    const compiled = compileMessages(widgetShare(messagesPl, 'pl'));
    const shipped = JSON.parse(JSON.stringify(withLiteralsAsStrings(compiled)));
    const strings = Object.values(shipped).filter((message) => typeof message === 'string');
    // Most are plain text; those with placeholders, plurals or selects stay ASTs.
    expect(strings.length).toBeGreaterThan(Object.keys(compiled).length / 2);
    expect(Object.values(shipped).some((message) => typeof message !== 'string')).toBe(true);
    expect(literalMessages(shipped)).toEqual(compiled);
  });

  it("keeps a quoted ICU character's text as the parser unescaped it", () => {
    const compiled = compileMessages({ quoted: "Napisz '{'kod'}'", plain: 'Dalej' });
    expect(withLiteralsAsStrings(compiled)).toEqual({ quoted: 'Napisz {kod}', plain: 'Dalej' });
    expect(literalMessages(withLiteralsAsStrings(compiled))).toEqual(compiled);
  });
});
