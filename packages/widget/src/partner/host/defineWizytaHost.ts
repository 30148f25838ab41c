import { dispatchWizytaEvent } from '../../contract/dispatchWizytaEvent';
import { attributeName } from '../../contract/frameProps';
import type { InlineView, MountInline } from '../../contract/InlineView';
import { releaseReserveOnInput } from '../../contract/releaseReserveOnInput';
import { SCRIPT_URL } from '../../contract/scriptUrl';
import { ATTRIBUTE_PROPS, type WizytaBookingAttributes } from '../../contract/WizytaBookingAttributes';
import type { DialogView } from './createDialogView';
import { createFrameView, type FrameView } from './createFrameView';
import { createHostSheet } from './createHostSheet';
import { elementConfigUrl } from './elementConfigUrl';
import { pendingHostTexts } from './hostText';
import { isProviderPage } from './isProviderPage';
import { keptPrefill, onKeptPrefill } from './keptPrefill';
import { paymentReturnIsFor } from './paymentReturnFor';

type View = FrameView | InlineView;

// The same tag as defineWizytaBooking's, not imported from there: that module brings r2wc along.
const WIZYTA_BOOKING_TAG = 'wizyta-booking';

function attributesOf(element: Element): WizytaBookingAttributes {
  const attributes: Record<string, string> = {};
  for (const prop of ATTRIBUTE_PROPS) {
    const value = element.getAttribute(attributeName(prop));
    if (value !== null) attributes[prop] = value;
  }
  // A prefill handed in by script is the newest and lives off the DOM (keptPrefill.ts).
  const prefill = keptPrefill(element);
  if (prefill !== undefined) attributes.prefill = prefill;
  return attributes;
}

/**
 * Defines `<wizyta-booking>` for the widget bundle (once; later calls return the existing class):
 * a plain custom element in an open shadow root. On a partner page (any origin but the widget
 * script's) the booking runs in the provider's flow frame ({@link createFrameView}), in the page
 * or, with `mode="popup"` / `mode="dialog"`, in a native dialog ({@link createDialogView}); no
 * attribute turns the frame off there. On the provider's own pages it renders the flow inline
 * through `loadInline` (the bundle entry's lazy import of the frame's renderer, loaded then; without
 * it the provider's pages get the frame too). Every attribute is observed: a change reaches the
 * flow at once.
 */
export function defineWizytaHost(
  registry: CustomElementRegistry = customElements,
  loadInline?: () => Promise<MountInline>,
): CustomElementConstructor {
  const existing = registry.get(WIZYTA_BOOKING_TAG);
  if (existing) return existing;
  const inlinePage = loadInline !== undefined && isProviderPage(window.location.origin, SCRIPT_URL);

  class WizytaBookingElement extends HTMLElement {
    static readonly observedAttributes = ATTRIBUTE_PROPS.map(attributeName);
    readonly #root = this.attachShadow({ mode: 'open' });
    #mode: string | null = null;
    #view: View | null = null;
    #dialog: DialogView | null = null;
    #resize: ResizeObserver | null = null;
    #returnSeen = false;
    #brand: string | null = null;

    constructor() {
      super();
      releaseReserveOnInput(this);
      onKeptPrefill(this, () => this.attributeChangedCallback());
    }

    connectedCallback(): void {
      this.#render();
    }

    attributeChangedCallback(): void {
      if (this.isConnected) this.#render();
    }

    disconnectedCallback(): void {
      this.#teardown();
    }

    #teardown(): void {
      this.#view?.dispose();
      this.#view = null;
      this.#dialog = null;
      this.#mode = null;
      this.#resize?.disconnect();
      this.#resize = null;
    }

    #render(): void {
      // A payment's return to a popup or dialog opens it on the result: the patient paid from the
      // dialog and comes back to see how it went, and `wizyta:payment` follows at once. Setting
      // `open` renders the element anew, with the dialog open.
      if (!this.#returnSeen) {
        this.#returnSeen = true;
        const mode = this.getAttribute('mode')?.trim();
        if (
          (mode === 'popup' || mode === 'dialog') &&
          !this.hasAttribute('open') &&
          paymentReturnIsFor(this)
        ) {
          this.setAttribute('open', '');
          return;
        }
      }
      const attributes = attributesOf(this);
      // A Ukrainian element first fetches its few texts (a chunk of their own), then renders.
      const texts = pendingHostTexts(attributes.lang);
      if (texts) return void texts.then(() => this.isConnected && this.#render());
      const requested = attributes.mode?.trim();
      const mode = requested === 'popup' || requested === 'dialog' ? requested : 'inline';
      // Another brand is another flow: the element starts again (the dialog too, `Wizyta('open')`
      // with another brand), other changes reach the running flow.
      const configUrl = this.#configUrl(attributes);
      const brand = typeof configUrl === 'string' ? configUrl : configUrl.message;
      if (mode !== this.#mode || brand !== this.#brand) this.#start(mode, attributes);
      else this.#view?.update(attributes);
      this.#brand = brand;
      if (this.#dialog?.sync(attributes.open !== undefined, attributes.lang) && !this.#view)
        this.#view = this.#frame(this.#dialog.content, attributes, true);
    }

    #start(mode: string, attributes: WizytaBookingAttributes): void {
      this.#teardown();
      this.#mode = mode;
      if (mode === 'inline' && inlinePage && loadInline && typeof this.#configUrl(attributes) === 'string') {
        this.#root.adoptedStyleSheets = [];
        void loadInline().then((mountInline) => {
          const current = attributesOf(this);
          const configUrl = this.#configUrl(current);
          if (this.#mode === 'inline' && !this.#view && typeof configUrl === 'string')
            this.#view = mountInline(this.#root, { ...current, configUrl });
        });
        return;
      }
      this.#root.adoptedStyleSheets = [createHostSheet()];
      let last = -1;
      // Old browsers (and jsdom) have no ResizeObserver: no resize events there, the rest works.
      this.#resize =
        typeof ResizeObserver === 'undefined'
          ? null
          : new ResizeObserver(() => {
              const height = Math.ceil(this.getBoundingClientRect().height);
              if (height !== last) dispatchWizytaEvent(this, 'wizyta:resize', { height });
              last = height;
            });
      this.#resize?.observe(this);
      if (mode === 'inline') {
        const container = document.createElement('div');
        container.className = 'root';
        container.setAttribute('part', 'root');
        this.#root.replaceChildren(container);
        this.#view = this.#frame(container, attributes, false);
        return;
      }
      const container = document.createElement('div');
      container.setAttribute('part', 'root');
      this.#root.replaceChildren(container);
      // The popup modes' dialog is a chunk of its own (import() fetches it once): an inline
      // booking, the common case, never loads it.
      void import('./createDialogView').then(({ createDialogView }) => {
        // Torn down or started again in another mode meanwhile: that start owns the root now.
        if (this.#mode !== mode || container.parentNode !== this.#root || this.#dialog) return;
        this.#dialog = createDialogView(this, container, mode === 'popup');
        this.#render();
      });
    }

    #configUrl(attributes: WizytaBookingAttributes): string | Error {
      return elementConfigUrl(attributes, document.baseURI, SCRIPT_URL);
    }

    #frame(container: HTMLElement, attributes: WizytaBookingAttributes, inDialog: boolean): FrameView {
      return createFrameView(this, container, attributes, {
        configUrl: this.#configUrl(attributes),
        scriptUrl: SCRIPT_URL,
        ...(inDialog ? { onEscape: () => this.removeAttribute('open') } : {}),
      });
    }
  }

  registry.define(WIZYTA_BOOKING_TAG, WizytaBookingElement);
  return WizytaBookingElement;
}
