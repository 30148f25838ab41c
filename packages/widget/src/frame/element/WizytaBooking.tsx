import { type AppConfig, brandOf, type Prefill } from '@wizyta/core';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { dispatchWizytaEvent } from '../../contract/dispatchWizytaEvent';
import type { FrameSettings } from '../../contract/FrameSettings';
import { instanceOf } from '../../contract/instanceOf';
import { reportOnce } from '../../contract/reportOnce';
import { defaultConfigUrl } from '../../contract/scriptUrl';
import { colourSchemeCss, partnerThemeCss, themeCss } from '../../contract/themeCss';
import type { WizytaBookingAttributes } from '../../contract/WizytaBookingAttributes';
import { createFrameBridge, type FrameBridge } from '../bridge/createFrameBridge';
import { FlowRoot } from '../flow/FlowRoot';
import type { SearchDefaults, WizytaEmit } from '../flow/FlowRootProps';
import { loadWidgetConfig } from '../flow/loadWidgetConfig';
import { useWidgetMessages } from '../messages/useWidgetMessages';
import { createWidgetSheet } from '../styles/createWidgetSheet';
import { parseWidgetAttributes } from './parseWidgetAttributes';
import { useColourScheme } from './useColourScheme';
import { useHostResize } from './useHostResize';

type ConfigState = { status: 'loading' } | { status: 'ready'; config: AppConfig } | { status: 'failed' };

/**
 * The component behind `<wizyta-booking>`: parses the attributes, adopts the stylesheet into the
 * shadow root, loads `config.json`, themes itself for the brand, bridges a trusted parent frame,
 * and renders the booking flow ({@link FlowRoot}) with host events wired up.
 */
export function WizytaBooking(attributes: WizytaBookingAttributes) {
  const root = attributes.container instanceof ShadowRoot ? attributes.container : null;
  const host = root?.host ?? null;
  const [{ sheet, setTheme }] = useState(createWidgetSheet);
  const [config, setConfig] = useState<ConfigState>({ status: 'loading' });
  const [framePrefill, setFramePrefill] = useState<Prefill | null>(null);
  // In the flow frame: what the partner page's element sends (its attributes, theme, page URL).
  const [frameSettings, setFrameSettings] = useState<FrameSettings | null>(null);
  const bridge = useRef<FrameBridge | null>(null);

  const merged = frameSettings ? { ...attributes, ...frameSettings.attributes } : attributes;
  const { configUrl: rawConfigUrl, partner: rawPartner, lang: rawLang, specialization } = merged;
  const { appointmentType: rawType, city: rawCity, nfz: rawNfz, prefill: rawPrefill, portalUrl } = merged;
  // Parsed once per distinct set of attribute values (invalid ones are reported once anyway).
  const settings = useMemo(
    () =>
      parseWidgetAttributes(
        {
          configUrl: rawConfigUrl,
          partner: rawPartner,
          lang: rawLang,
          specialization,
          appointmentType: rawType,
          city: rawCity,
          nfz: rawNfz,
          prefill: rawPrefill,
          portalUrl,
        },
        defaultConfigUrl(),
        document.baseURI,
      ),
    [rawConfigUrl, rawPartner, rawLang, specialization, rawType, rawCity, rawNfz, rawPrefill, portalUrl],
  );
  const { configUrl, partner, lang, specializationId, appointmentType, city, nfz, prefill } = settings;
  const messages = useWidgetMessages(lang);

  useLayoutEffect(() => {
    if (root) root.adoptedStyleSheets = [sheet];
  }, [root, sheet]);

  const emit = useCallback<WizytaEmit>(
    (name, payload) => {
      if (host) dispatchWizytaEvent(host, name, payload, (n, detail) => bridge.current?.post(n, detail));
    },
    [host],
  );
  useHostResize(host, emit);

  useEffect(() => {
    let live = true;
    setConfig({ status: 'loading' });
    loadWidgetConfig(configUrl).then(
      (loaded) => live && setConfig({ status: 'ready', config: loaded }),
      (error: unknown) => {
        if (!live) return;
        reportOnce(`cannot start: ${error instanceof Error ? error.message : String(error)}`);
        setConfig({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [configUrl]);

  const loaded = config.status === 'ready' ? config.config : null;
  const partnerTheme = frameSettings?.theme;
  const scheme = useColourScheme(merged.theme);
  // The colour scheme applies before the brand's config arrives: no light flash in a dark page.
  useEffect(() => {
    const brand = loaded ? themeCss(brandOf(loaded.type).theme) : '';
    setTheme(brand + colourSchemeCss(scheme) + partnerThemeCss(partnerTheme ?? {}));
  }, [loaded, scheme, partnerTheme, setTheme]);
  // A layout effect: it runs before the flow's own (passive) effects, whose first events
  // (`wizyta:step` search) must find the bridge to the partner page in place.
  useLayoutEffect(() => {
    if (!loaded) return;
    const created = createFrameBridge(
      window,
      loaded.allowedIframeDataSources,
      setFramePrefill,
      setFrameSettings,
    );
    bridge.current = created;
    // The partner page's element cannot see input inside the frame: it is told of the first one,
    // and releases its reserved height then, as this element does.
    const acted = () => {
      created.acted();
      host?.removeEventListener('pointerdown', acted);
      host?.removeEventListener('keydown', acted);
    };
    host?.addEventListener('pointerdown', acted);
    host?.addEventListener('keydown', acted);
    const onEscapeKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) created.escape();
    };
    document.addEventListener('keydown', onEscapeKey);
    return () => {
      document.removeEventListener('keydown', onEscapeKey);
      host?.removeEventListener('pointerdown', acted);
      host?.removeEventListener('keydown', acted);
      created.dispose();
      if (bridge.current === created) bridge.current = null;
    };
  }, [loaded, host]);

  // Not keyed on `messages`: an English or Ukrainian catalogue arriving after the config would
  // announce ready (or the error) a second time.
  const currentMessages = useRef(messages);
  currentMessages.current = messages;
  useEffect(() => {
    if (loaded) emit('wizyta:ready', { partner, lang });
    else if (config.status === 'failed')
      emit('wizyta:error', { code: 4982, message: currentMessages.current.formatError(4982) });
  }, [loaded, config.status, emit, partner, lang]);

  const effectivePrefill = framePrefill ?? prefill;
  const search = useMemo<SearchDefaults>(
    () => ({
      city: effectivePrefill?.city ?? city,
      specializationId: effectivePrefill?.specializationId ?? specializationId,
      appointmentType: effectivePrefill?.appointmentType ?? appointmentType,
      nfz: effectivePrefill?.nfz ?? nfz,
    }),
    [effectivePrefill, city, specializationId, appointmentType, nfz],
  );

  if (config.status !== 'ready') {
    return (
      <div className="root" part="root">
        <p
          className="status"
          part="status"
          role={config.status === 'failed' ? 'alert' : 'status'}
          {...(config.status === 'failed' ? {} : { 'data-wb-placeholder': '' })}
        >
          {config.status === 'failed' ? messages.formatError(4982) : messages.t('common.loading')}
        </p>
      </div>
    );
  }
  if (config.config.maintenance) {
    return (
      <div className="root" part="root">
        <h2 className="heading" part="heading">
          {messages.t('common.maintenance')}
        </h2>
      </div>
    );
  }
  return (
    <FlowRoot
      config={config.config}
      messages={messages}
      search={search}
      prefill={effectivePrefill}
      partner={partner}
      reportPrice={merged.reportPrice !== undefined}
      emit={emit}
      instance={host ? instanceOf(host) : 'wizyta-1'}
      pageUrl={frameSettings?.pageUrl ?? null}
      onPaymentHandoff={(visit) => bridge.current?.handoff(visit)}
    />
  );
}
