/** The ALTCHA algorithm the sample backend's challenges use (`captcha/createCaptcha.ts`). */
const ALGORITHM = 'PBKDF2/SHA-256';

interface AltchaGlobal {
  readonly algorithms: Map<string, () => Worker>;
}

let loading: Promise<{ readonly css: string }> | null = null;

/**
 * Loads the ALTCHA widget on first use, in chunks of its own (never in a first chunk): the
 * `external` build (no injected `<style>`, no worker in a blob: URL, so it runs under the strict
 * CSP), its Polish texts, its stylesheet as text (adopted as a constructable sheet by the Captcha)
 * and the PBKDF2 worker from `workerUrl`: a same-origin file the host's bundler emits (vite's
 * `?worker&url`, which the widget's rollup build implements too). A failed load is forgotten, so
 * the next captcha tries again.
 */
export function loadAltcha(workerUrl: () => Promise<string>): Promise<{ readonly css: string }> {
  loading ??= (async () => {
    await import('altcha/external');
    const [, worker, css] = await Promise.all([
      import('altcha/i18n/pl'),
      workerUrl(),
      import('altcha/altcha.css?raw'),
    ]);
    const altcha = (globalThis as unknown as { $altcha: AltchaGlobal }).$altcha;
    altcha.algorithms.set(ALGORITHM, () => new Worker(worker));
    return { css: css.default };
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
