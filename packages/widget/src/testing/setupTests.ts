// preact runs effects "after paint": requestAnimationFrame raced by a 35 ms timer
// (preact/hooks' afterNextFrame). An element removed by a file's last test left that timer
// behind, and it fired after vitest had torn jsdom down: "cancelAnimationFrame is not defined",
// an unhandled error charged to whichever file ran then. jsdom paints nothing, so in tests the
// effects run on the next task instead, and a file's end drops the ones still waiting.
import { options } from 'preact';
import { afterAll } from 'vitest';

const waiting = new Set<ReturnType<typeof setTimeout>>();

options.requestAnimationFrame = (flush) => {
  const timer = setTimeout(() => {
    waiting.delete(timer);
    flush();
  });
  waiting.add(timer);
};

afterAll(() => {
  for (const timer of waiting) clearTimeout(timer);
  waiting.clear();
});
