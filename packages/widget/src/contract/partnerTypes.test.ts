// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BookingEventMap, BookingStep } from '@wizyta/booking';
import type { Prefill } from '@wizyta/core';
import type { PartnerType } from '@wizyta/core/brands/PARTNER_TYPES';
import type { Locale } from '@wizyta/core/i18n/locales';
import type { AppointmentType } from '@wizyta/core/schemas';
import { afterAll, describe, expect, expectTypeOf, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without declarations
import { partnerTypes, runTsc } from '../../../../scripts/partnerTypes.mjs';
import { attributeName } from './frameProps';
import { ATTRIBUTE_PROPS } from './WizytaBookingAttributes';
import type { WizytaEventMap, WizytaStep } from './WizytaEventTypes';
import type {
  WizytaAppointmentType,
  WizytaBookingAttributes,
  WizytaBrand,
  WizytaElementOptions,
  WizytaLang,
  WizytaPrefill,
} from './WizytaPartnerTypes';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
// Inside the repository, so `declare module 'react'` finds @types/react as a partner's would.
const DIR = join(ROOT, 'node_modules/.cache/wizyta-partner-types');

/** What a partner writes against dist/widget/wizyta-booking.d.ts, and what must not compile. */
const CONSUMER = `/// <reference path="./wizyta-booking.d.ts" />
import type { WizytaEventMap, WizytaStep } from './wizyta-booking';

const element = document.querySelector('wizyta-booking');
element?.addEventListener('wizyta:booked', (event) => {
  const id: string = event.detail.appointmentId;
  const price: number | null = event.detail.price;
  const version: 1 = event.detail.v;
  console.log(id, price, version);
});
document.addEventListener('wizyta:step', (event) => {
  const step: WizytaStep = event.detail.step;
  console.log(step);
});
window.Wizyta?.('on', 'wizyta:payment', (detail) => {
  const status: 'pending' | 'accepted' | 'rejected' = detail.status;
  console.log(status);
});
const error: WizytaEventMap['wizyta:error'] = { v: 1, code: 4191, message: 'x' };
console.log(error);
// @ts-expect-error: no such field on the booked event
element?.addEventListener('wizyta:booked', (event) => console.log(event.detail.doctorName));
// @ts-expect-error: no such event
window.Wizyta?.('on', 'wizyta:unknown', () => {});
const attributes = <wizyta-booking partner="demo" lang="pl" config-url="/b/general/config.json" />;
const every = (
  <wizyta-booking
    brand="signal_iduna"
    appointment-type="CALL"
    utm-source="newsletter"
    utm-campaign="wiosna"
    data-layer="myLayer"
    mode="popup"
    nfz
  />
);
// @ts-expect-error: lang is pl, en or uk
const wrong = <wizyta-booking lang="de" />;
// @ts-expect-error: no such brand
const brand = <wizyta-booking brand="Sandbox" />;
// @ts-expect-error: no such communication type
const type = <wizyta-booking appointment-type="TELEPORADA" />;
window.Wizyta?.('open', { brand: 'tu_europa', appointmentType: 'HOUSE', prefill: { city: 'poznan' } });
// @ts-expect-error: the open() options are camelCase
window.Wizyta?.('open', { 'appointment-type': 'CALL' });
// @ts-expect-error: no such prefill field
window.Wizyta?.('prefill', { miasto: 'poznan' });
// @ts-expect-error: an e-mail is text
window.Wizyta?.('prefill', { patient: { email: 42 } });
console.log(attributes, every, wrong, brand, type);
export {};
`;

afterAll(() => rmSync(DIR, { recursive: true, force: true }));

describe('dist/widget/wizyta-booking.d.ts', () => {
  const text: string = partnerTypes(ROOT);

  it('is one file: the event and partner types inlined from the source, nothing imported', () => {
    expect(text).not.toMatch(/^import /m);
    expect(text).not.toMatch(/from '\.\/src\//);
    expect(text).toMatch(/export interface WizytaEventMap \{/);
    expect(text).toMatch(/export type WizytaBrand =/);
    expect(text).toMatch(/export interface WizytaGlobal \{/);
    expect(text).toContain("'wizyta:booked': WizytaEventBase & {");
  });

  it('compiles for a partner: typed events, the Wizyta global and JSX; wrong use is an error', () => {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(join(DIR, 'wizyta-booking.d.ts'), text);
    writeFileSync(join(DIR, 'consumer.tsx'), CONSUMER);
    const run = () =>
      runTsc(ROOT, ['--noEmit', '--jsx', 'react-jsx', '--types', 'react'], [join(DIR, 'consumer.tsx')], {
        cwd: DIR,
      });
    try {
      run();
    } catch (error) {
      const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer };
      throw new Error(`tsc failed:\n${stdout}${stderr}`);
    }
  });
});

describe("the partner's types and the lists the widget runs on (tsc checks this file: a drift fails the typecheck)", () => {
  it("name every brand of the brand list, the booking's communication types and languages", () => {
    expectTypeOf<WizytaBrand>().toEqualTypeOf<PartnerType>();
    expectTypeOf<WizytaAppointmentType>().toEqualTypeOf<AppointmentType>();
    expectTypeOf<WizytaLang>().toEqualTypeOf<Locale>();
  });

  it("type the prefill as core's prefill schema (the one the flow parses)", () => {
    expectTypeOf<keyof WizytaPrefill>().toEqualTypeOf<keyof Prefill>();
    type Patient = NonNullable<Prefill['patient']>;
    expectTypeOf<keyof NonNullable<WizytaPrefill['patient']>>().toEqualTypeOf<keyof Patient>();
    expectTypeOf<Prefill>().toExtend<WizytaPrefill>();
    expectTypeOf<WizytaPrefill>().toExtend<Prefill>();
  });

  it('name every attribute the element reads, in kebab-case as HTML writes them', () => {
    expectTypeOf<(typeof ATTRIBUTE_PROPS)[number]>().toEqualTypeOf<keyof WizytaElementOptions>();
    expectTypeOf<keyof WizytaBookingAttributes>().toEqualTypeOf<
      | 'brand'
      | 'config-url'
      | 'partner'
      | 'lang'
      | 'specialization'
      | 'appointment-type'
      | 'city'
      | 'nfz'
      | 'prefill'
      | 'portal-url'
      | 'mode'
      | 'open'
      | 'theme'
      | 'utm-source'
      | 'utm-medium'
      | 'utm-campaign'
      | 'utm-term'
      | 'utm-content'
      | 'data-layer'
      | 'report-price'
    >();
    expect(ATTRIBUTE_PROPS.map(attributeName)).toContain('data-layer');
  });
});

describe('the partner event types and the flow', () => {
  it('name the same steps (tsc checks this test file: a drift fails the typecheck)', () => {
    expectTypeOf<WizytaStep>().toEqualTypeOf<BookingStep>();
    // The booked event adds the attribution, which the widget knows and the flow does not, and
    // reports the price only where the element asks for it (null otherwise).
    expectTypeOf<Omit<WizytaEventMap['wizyta:booked'], 'attribution' | 'price'>>().toEqualTypeOf<
      Omit<{ readonly v: 1; readonly instance?: string } & BookingEventMap['booked'], 'price'>
    >();
    expectTypeOf<WizytaEventMap['wizyta:booked']['price']>().toEqualTypeOf<number | null>();
  });
});
