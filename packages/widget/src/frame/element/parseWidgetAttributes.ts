import {
  type AppointmentType,
  AppointmentTypeSchema,
  isLocale,
  type Locale,
  type Prefill,
  parsePrefill,
} from '@wizyta/core';
import { reportOnce } from '../../contract/reportOnce';
import { resolveLang } from '../../contract/resolveLang';
import type { WizytaBookingAttributes } from '../../contract/WizytaBookingAttributes';

/** The element's attributes, parsed: invalid values are dropped (and reported once). */
export interface WidgetSettings {
  readonly configUrl: string;
  readonly partner: string | null;
  readonly lang: Locale;
  readonly specializationId: number | null;
  readonly appointmentType: AppointmentType | null;
  /** Town id or slug. */
  readonly city: number | string | null;
  readonly nfz: boolean;
  readonly prefill: Prefill | null;
  readonly portalUrl: string | null;
}

function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function invalid(name: string, why: string): null {
  reportOnce(`<wizyta-booking> ignored the ${name} attribute: ${why}`);
  return null;
}

function absoluteUrl(name: string, raw: string | undefined, base: string): string | null {
  if (raw === undefined) return null;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? url.href
      : invalid(name, 'not an http(s) URL');
  } catch {
    return invalid(name, 'not a URL');
  }
}

function parseCity(raw: string | undefined): number | string | null {
  if (raw === undefined) return null;
  if (/^[1-9]\d{0,5}$/.test(raw)) return Number(raw);
  return /^[a-z0-9-]{1,64}$/.test(raw) ? raw : invalid('city', 'expected a town id or slug');
}

/**
 * Parses the raw attributes. `defaultConfigUrl` is used when `config-url` is absent or invalid;
 * relative URLs resolve against `baseUrl` (the partner page). `nfz` is true for `""`, `true`, `1`.
 */
export function parseWidgetAttributes(
  raw: WizytaBookingAttributes,
  defaultConfigUrl: string,
  baseUrl: string,
): WidgetSettings {
  const lang = present(raw.lang);
  const specialization = present(raw.specialization);
  const appointmentType = present(raw.appointmentType)?.toUpperCase();
  const prefillText = present(raw.prefill);
  let prefill: Prefill | null = null;
  if (prefillText !== undefined) {
    const result = parsePrefill(prefillText);
    prefill = result.ok ? result.prefill : invalid('prefill', `the JSON ${result.reason}`);
  }
  const typeResult =
    appointmentType === undefined ? undefined : AppointmentTypeSchema.safeParse(appointmentType);
  return {
    configUrl: absoluteUrl('config-url', present(raw.configUrl), baseUrl) ?? defaultConfigUrl,
    partner: present(raw.partner) ?? null,
    lang:
      lang === undefined
        ? resolveLang(lang)
        : isLocale(lang)
          ? lang
          : (invalid('lang', 'expected pl, en or uk') ?? 'pl'),
    specializationId:
      specialization === undefined
        ? null
        : /^\d{1,6}$/.test(specialization)
          ? Number(specialization)
          : invalid('specialization', 'expected a specialization id'),
    appointmentType:
      typeResult === undefined
        ? null
        : typeResult.success
          ? typeResult.data
          : invalid('appointment-type', 'expected one of the communication types'),
    city: parseCity(present(raw.city)),
    nfz: raw.nfz !== undefined && ['', 'true', '1', 'nfz'].includes(raw.nfz.trim().toLowerCase()),
    prefill,
    portalUrl: absoluteUrl('portal-url', present(raw.portalUrl), baseUrl),
  };
}
