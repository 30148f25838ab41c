import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * Where `npm run deploy:local` writes the SMS it sends when `SMS_OUTBOX` names a file (the deploy
 * suite's webServer does): the deployment has no fixed code, so a test reads the one texted.
 */
export const SMS_OUTBOX = join(tmpdir(), 'wizyta-deploy-sms-outbox.log');

function lines(): string[] {
  return existsSync(SMS_OUTBOX) ? readFileSync(SMS_OUTBOX, 'utf8').split('\n').filter(Boolean) : [];
}

/**
 * A reader of the next code texted to `phone` (its last three digits, as the masked log names it):
 * only lines written after this call count.
 */
export function nextSmsCode(phone: string): () => Promise<string> {
  const seen = lines().length;
  const ending = `••${phone.slice(-3)}: `;
  return async () => {
    let code = '';
    await expect
      .poll(() => {
        const line = lines()
          .slice(seen)
          .findLast((entry) => entry.includes(ending));
        code = /: (\d{4,8})$/.exec(line ?? '')?.[1] ?? '';
        return code;
      })
      .toMatch(/^\d{4,8}$/);
    return code;
  };
}
