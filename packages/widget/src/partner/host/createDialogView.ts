import { hostText } from './hostText';

/** The dialog around the flow frame: opened and closed from the element's `open` attribute. */
export interface DialogView {
  /** Where the flow frame goes (created by the caller at the first opening). */
  readonly content: HTMLElement;
  /** Shows or hides the dialog to match `open`; returns whether it was opened just now. */
  sync(open: boolean, lang: string | undefined): boolean;
}

// The launcher, the dialog and its close button (the element's own sheet holds the frame's box).
const DIALOG_CSS = `.open{font:inherit;cursor:pointer;padding:.75em 1.25em;border:0;border-radius:var(--wizyta-radius,8px);background:var(--wizyta-primary,#0b5f73);color:var(--wizyta-on-primary,#fff)}
.open:focus-visible,.close:focus-visible{outline:3px solid var(--wizyta-focus,#0b5f73);outline-offset:2px}
.dialog{box-sizing:border-box;width:min(48rem,calc(100vw - 1rem));max-height:calc(100dvh - 1rem);padding:0;border:0;border-radius:var(--wizyta-radius,8px);background:var(--wizyta-surface,#fff);overflow:hidden}
.dialog::backdrop{background:rgb(0 0 0/.5)}
.bar{display:flex;justify-content:flex-end;padding:.5rem}
.close{font:inherit;cursor:pointer;padding:.5em 1em;border:1px solid currentColor;border-radius:var(--wizyta-radius,8px);background:transparent;color:inherit}
.dialog .frame{height:calc(100dvh - 5rem)}`;

function button(className: string, part: string, text: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.setAttribute('part', part);
  element.textContent = text;
  return element;
}

/**
 * The popup modes: the flow in a native modal `<dialog>` (top layer, the page behind it inert,
 * Escape closes it). The element's `open` attribute is the state: the launcher button (`popup`),
 * `Wizyta('open')` and `data-wizyta-open` set it; the close button, Escape (also pressed inside
 * the frame) and `Wizyta('close')` remove it. On closing, focus returns to what had it before
 * (the launcher, or the partner's own element).
 */
export function createDialogView(host: HTMLElement, container: HTMLElement, launcher: boolean): DialogView {
  const root = host.shadowRoot;
  if (root) {
    // Constructable, as the element's own sheet (CSP-safe: no `<style>`).
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(DIALOG_CSS);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
  const dialog = document.createElement('dialog');
  dialog.className = 'dialog';
  dialog.setAttribute('part', 'dialog');
  const bar = document.createElement('div');
  bar.className = 'bar';
  const close = button('close', 'close', '');
  close.addEventListener('click', () => dialog.close());
  bar.append(close);
  const content = document.createElement('div');
  content.className = 'root';
  dialog.append(bar, content);

  const open = launcher ? button('open', 'button', '') : null;
  open?.setAttribute('aria-haspopup', 'dialog');
  open?.addEventListener('click', () => host.setAttribute('open', ''));
  container.replaceChildren(...(open ? [open] : []), dialog);

  let before: HTMLElement | null = null;
  dialog.addEventListener('close', () => {
    host.removeAttribute('open');
    const target = before ?? open;
    before = null;
    target?.focus();
  });

  return {
    content,
    sync(shouldOpen, lang) {
      if (open) open.textContent = hostText(lang, 'booking.host.open');
      close.textContent = hostText(lang, 'booking.host.close');
      dialog.setAttribute('aria-label', hostText(lang, 'booking.host.frameTitle'));
      if (shouldOpen && !dialog.open) {
        const active = host.shadowRoot?.activeElement ?? document.activeElement;
        before = active instanceof HTMLElement ? active : null;
        dialog.showModal();
        return true;
      }
      if (!shouldOpen && dialog.open) dialog.close();
      return false;
    },
  };
}
