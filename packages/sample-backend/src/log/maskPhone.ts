/** A phone for a log line: the prefix and the last three digits only (`+48 ••••••200`). */
export function maskPhone(phone: { prefix: string; number: string }): string {
  return `${phone.prefix} ${'•'.repeat(Math.max(0, phone.number.length - 3))}${phone.number.slice(-3)}`;
}

/** A name or e-mail for a log line: its first character and its length, nothing more (`A…(13)`). */
export function maskText(text: string): string {
  return text.length === 0 ? '' : `${text.slice(0, 1)}…(${text.length})`;
}
