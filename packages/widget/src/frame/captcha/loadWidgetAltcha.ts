/** The ALTCHA algorithm the sample backend's challenges use (`captcha/createCaptcha.ts`). */
const ALGORITHM = 'PBKDF2/SHA-256';

interface AltchaGlobal {
  readonly algorithms: Map<string, () => Worker>;
}

let loading: Promise<{ readonly css: string }> | null = null;

/**
 * Loads ALTCHA in the flow frame on first use; this module and ALTCHA are one chunk of their own
 * (never in the frame's first chunk, never on the partner page): the `external` build (no injected `<style>`, no worker in a
 * blob: URL), its Polish texts, its stylesheet as text (the Captcha adopts it as a constructable
 * sheet) and the PBKDF2 worker as a same-origin file the rollup build emits next to the widget's
 * files (`workerUrl` in rollup.config.mjs). A failed load is forgotten, so the next captcha retries.
 */
export function loadWidgetAltcha(): Promise<{ readonly css: string }> {
  loading ??= (async () => {
    await import('altcha/external');
    const [, worker, css] = await Promise.all([
      import('altcha/i18n/pl'),
      import('altcha/workers/pbkdf2?worker&url'),
      import('altcha/altcha.css?raw'),
    ]);
    const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
    altcha.algorithms.set(ALGORITHM, () => new Worker(worker.default));
    return { css: css.default };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
