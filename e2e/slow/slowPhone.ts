import type { CDPSession, Frame, Page } from '@playwright/test';

/** How much slower than this machine the phone's CPU runs (Chromium's CPU throttling). */
export const CPU_SLOWDOWN = 4;

/**
 * Throttles the CPU of `page` and of every frame of its own process (the partner page's flow frame
 * is cross-site: Chromium runs it in a process of its own, with a CDP session of its own), now and
 * for frames that come later. Same-process frames share the page's main thread, and its rate.
 */
export async function throttleCpu(page: Page, rate = CPU_SLOWDOWN): Promise<void> {
  const context = page.context();
  const throttle = async (session: CDPSession) => {
    await session.send('Emulation.setCPUThrottlingRate', { rate });
  };
  await throttle(await context.newCDPSession(page));
  const throttled = new WeakSet<Frame>();
  const frame = async (target: Frame) => {
    if (target === page.mainFrame() || throttled.has(target)) return;
    // Only a frame of another process has a session of its own (Playwright refuses the others,
    // which run on the page's main thread, at its rate); a frame asked before it has moved to its
    // own process is asked again when it navigates.
    const session = await context.newCDPSession(target).catch(() => null);
    if (!session) return;
    throttled.add(target);
    await throttle(session);
  };
  page.on('frameattached', (target) => void frame(target));
  page.on('framenavigated', (target) => void frame(target));
  for (const target of page.frames()) await frame(target);
}
