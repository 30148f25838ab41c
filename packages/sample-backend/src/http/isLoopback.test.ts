import { describe, expect, it } from 'vitest';
import { isLoopback } from './isLoopback';

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST'])('%s is loopback', (host) => {
    expect(isLoopback(host)).toBe(true);
  });

  it.each(['0.0.0.0', '::', '192.168.1.10', 'localhost.evil.test', '127.0.0.1.evil.test', ''])(
    '%s is not',
    (host) => {
      expect(isLoopback(host)).toBe(false);
    },
  );
});
