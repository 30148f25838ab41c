import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { WIDGET_BASE } from './widget-serveBuild';

/** The budget for all JS of a Polish SMS booking (partner page + flow frame), gzip level 9. */
const BUDGET = 100 * 1024;

interface SizeBudgets {
  smsBookingFiles(widgetDir: string): string[];
}

/**
 * Records the widget's script responses of `page` (every frame), each file once with its gzip
 * size as `npm run check:size` counts it. The returned check asserts, after a complete booking,
 * that they sum to at most 100 KB, that SSO, English and the captcha stayed out, and that they are exactly the
 * files of check:size's "all JS of a Polish SMS booking" row — so the enforced budget is the one
 * a patient pays.
 */
export function recordWidgetScripts(page: Page): () => Promise<void> {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.startsWith(WIDGET_BASE) || response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    const file = new URL(url).pathname.slice('/widget/'.length);
    if (body && body.length > 0) scripts.set(file, gzipSync(body, { level: 9 }).length);
  });
  return async () => {
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    expect(total, `JS of the booking: ${total} B gzip in ${scripts.size} files`).toBeLessThanOrEqual(BUDGET);
    expect([...scripts.keys()].filter((file) => /keycloak|messagesEn|altcha|workers\//.test(file))).toEqual(
      [],
    );
    const budgets = (await import(
      new URL('../scripts/widgetSizeBudgets.mjs', import.meta.url).href
    )) as SizeBudgets;
    const dist = new URL('../dist/widget/', import.meta.url).pathname;
    const counted = budgets.smsBookingFiles(dist).map((file) => file.slice(dist.length));
    expect([...scripts.keys()].sort()).toEqual(counted.sort());
  };
}
