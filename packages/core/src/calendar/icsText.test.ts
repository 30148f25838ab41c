import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine } from './icsText';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11)', () => {
    expect(escapeIcsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('cannot be used to start a new property', () => {
    expect(escapeIcsText('Jan\nATTENDEE:mailto:x@example.com')).not.toMatch(/[\r\n]/);
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(foldIcsLine(line)).toBe(line);
  });

  it('folds longer lines into 75-octet pieces joined by CRLF and a space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldIcsLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(pieces.map((piece, i) => (i === 0 ? piece : piece.slice(1))).join('')).toBe(line);
  });

  it('never splits a Polish letter between two lines', () => {
    const line = `SUMMARY:${'ż'.repeat(60)}`;
    const pieces = foldIcsLine(line).split('\r\n ');
    for (const piece of pieces) {
      expect(octets(piece)).toBeLessThanOrEqual(75);
      expect(piece).not.toContain('\uFFFD');
    }
    expect(pieces.join('')).toBe(line);
  });
});
