/**
 * RFC 5545 §3.3.11: in a TEXT value a backslash, semicolon and comma are escaped with a
 * backslash and a line break becomes `\n`, so that a doctor's name or a note cannot end the
 * property or inject another one.
 */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is folded — a CRLF and one space — without
 * splitting a UTF-8 character (Polish letters take two octets). The continuation's leading space
 * counts towards its 75.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
