/**
 * Click-to-open: a click on any element with `data-wizyta-open` (or inside one) calls
 * `Wizyta('open', element)` — the bundle reads that element's own `brand`, `config-url`, `partner`,
 * … attributes (`OPEN_ATTRIBUTES`, openOptions.ts) — instead of the element's default action (a link to the
 * portal keeps working without script). Shared by the loader, which queues the call and loads the
 * bundle, and the bundle alone; the attribute list stays in the bundle.
 */
export function onOpenClick(win: Window & typeof globalThis): void {
  win.document.addEventListener('click', (event) => {
    const target = event.target instanceof win.Element ? event.target.closest('[data-wizyta-open]') : null;
    if (!target || event.defaultPrevented) return;
    event.preventDefault();
    win.Wizyta?.('open', target);
  });
}
