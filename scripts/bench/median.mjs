/** The middle value of `values` (the upper one of an even count), `values` left as it is. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
