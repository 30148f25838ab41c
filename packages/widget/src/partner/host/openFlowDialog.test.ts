import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { attributeName } from '../../contract/frameProps';
import type { WizytaOpenOptions } from '../../contract/WizytaPartnerTypes';
import { keptPrefill } from './keptPrefill';
import { openFlowDialog } from './openFlowDialog';
import { OPEN_ATTRIBUTES } from './openOptions';
import { closeFlowDialogs, prefillAll } from './pageCommands';

describe("Wizyta('open') / Wizyta('close')", () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('keeps one dialog element, with the options as its attributes, and opens it', () => {
    openFlowDialog(document, {
      partner: 'p1',
      appointmentType: 'HOUSE',
      prefill: { city: 'poznan' },
      nfz: true,
    });
    openFlowDialog(document, { 'appointment-type': 'CALL' });
    const elements = document.querySelectorAll('wizyta-booking');
    expect(elements).toHaveLength(1);
    const element = elements[0];
    expect(element?.getAttribute('mode')).toBe('dialog');
    expect(element?.getAttribute('partner')).toBe('p1');
    expect(element?.getAttribute('appointment-type')).toBe('CALL');
    // The prefill is the element's state, not an attribute a session recorder would read.
    expect(element?.hasAttribute('prefill')).toBe(false);
    expect(element && keptPrefill(element)).toBe('{"city":"poznan"}');
    expect(element?.getAttribute('nfz')).toBe('');
    expect(element?.hasAttribute('open')).toBe(true);
  });

  it('reports an unknown option once and closes every open dialog', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    openFlowDialog(document, { colour: 'red' });
    expect(warn).toHaveBeenCalledTimes(1);
    closeFlowDialogs(document);
    expect(document.querySelector('wizyta-booking[open]')).toBeNull();
  });

  it("Wizyta('prefill') gives every element the prefill off the DOM (a PESEL never in an attribute), and refuses what is not an object", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.append(document.createElement('wizyta-booking'), document.createElement('wizyta-booking'));
    prefillAll(document, { city: 'krakow', patient: { firstName: 'Anna', pesel: '44051401359' } });
    for (const element of Array.from(document.querySelectorAll('wizyta-booking')))
      expect(keptPrefill(element)).toBe(
        '{"city":"krakow","patient":{"firstName":"Anna","pesel":"44051401359"}}',
      );
    expect(document.body.outerHTML).not.toContain('44051401359');
    prefillAll(document, 'city=krakow');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("takes every open() option of the partner types, as a data-wizyta-open element's attributes too", () => {
    const options = [
      'brand',
      'configUrl',
      'partner',
      'lang',
      'specialization',
      'appointmentType',
      'city',
      'nfz',
      'prefill',
      'theme',
      'utmSource',
      'utmMedium',
      'utmCampaign',
      'utmTerm',
      'utmContent',
      'dataLayer',
      'reportPrice',
    ] as const satisfies ReadonlyArray<keyof WizytaOpenOptions>;
    expectTypeOf<(typeof options)[number]>().toEqualTypeOf<keyof WizytaOpenOptions>();
    expect(OPEN_ATTRIBUTES).toEqual(options.map(attributeName));
  });
});
