import { describe, expect, it } from 'vitest';
import { listsOf, parseBrandsFile } from './brandsFile';

const DEFAULT = { allowedIframeDataSources: [], embeddedContentOrigins: ['https://wideo.vendor.example'] };

describe('parseBrandsFile', () => {
  it("gives a brand its own lists and the others default's; a list it leaves out comes from default", () => {
    const file = parseBrandsFile(
      {
        default: DEFAULT,
        brands: { pzu: { allowedIframeDataSources: ['https://www.pzu.pl'] } },
        captcha: ['general'],
      },
      'brands.json',
    );
    expect(listsOf(file, 'pzu')).toEqual({
      trusted: ['https://www.pzu.pl'],
      embedded: ['https://wideo.vendor.example'],
      fields: {},
    });
    expect(listsOf(file, 'welbi')).toEqual({
      trusted: [],
      embedded: ['https://wideo.vendor.example'],
      fields: {},
    });
    expect(file.captcha).toEqual(['general']);
    expect(file.contact).toEqual({});
  });

  it('takes the provider contact, checked as config.json is', () => {
    const contact = {
      contactPhone: '+48 22 100 20 30',
      contactEmail: 'pomoc@wizyta.example',
      nfzDeclarationUrl: 'https://pacjent.gov.pl/',
    };
    expect(parseBrandsFile({ default: DEFAULT, contact }, 'brands.json').contact).toEqual(contact);
  });

  it("takes a brand's analytics id and invoice seller, each of its own else default's", () => {
    const seller = { name: 'Wizyta Sp. z o.o.', address: 'ul. Prosta 1, 00-001 Warszawa', nip: '9876543210' };
    const pzuSeller = { ...seller, name: 'PZU Zdrowie S.A.', nip: '5252463825' };
    const file = parseBrandsFile(
      {
        default: { ...DEFAULT, analyticsId: 'G-WIZYTA', invoiceSeller: seller },
        brands: {
          pzu: { invoiceSeller: pzuSeller },
          welbi: { analyticsId: 'G-WELBI', allowedIframeDataSources: ['https://www.welbi.pl'] },
        },
      },
      'brands.json',
    );
    expect(listsOf(file, 'pzu').fields).toEqual({ analyticsId: 'G-WIZYTA', invoiceSeller: pzuSeller });
    expect(listsOf(file, 'welbi').fields).toEqual({ analyticsId: 'G-WELBI', invoiceSeller: seller });
    expect(listsOf(file, 'inter').fields).toEqual({ analyticsId: 'G-WIZYTA', invoiceSeller: seller });
  });

  it.each([
    [{ brands: {} }, 'default: expected an object'],
    [
      { default: { allowedIframeDataSources: [] } },
      'both allowedIframeDataSources and embeddedContentOrigins',
    ],
    [{ default: DEFAULT, brands: { nieznana: {} } }, 'brands.nieznana: not a brand'],
    [{ default: DEFAULT, brands: { pzu: { allowedIframeDataSources: ['https://*.pzu.pl'] } } }, 'wildcards'],
    [{ default: DEFAULT, brands: { pzu: { allowedIframeDataSources: ['http://www.pzu.pl'] } } }, 'use https'],
    [
      { default: DEFAULT, brands: { pzu: { allowedIframeDataSources: ['https://www.pzu.pl/'] } } },
      'trailing slash',
    ],
    [{ default: DEFAULT, brands: { pzu: { ssoRedirectPages: [] } } }, 'ssoRedirectPages: unknown field'],
    [{ default: DEFAULT, captcha: ['nieznana'] }, 'captcha: expected a list of brands'],
    [{ default: DEFAULT, trusted: [] }, 'unknown field trusted'],
    [{ default: DEFAULT, contact: { phone: '1' } }, 'contact.phone: unknown field'],
    [
      { default: DEFAULT, contact: { contactPhone: 'zadzwoń' } },
      'contact.contactPhone: must be a phone number',
    ],
    [
      { default: DEFAULT, contact: { nfzDeclarationUrl: 'http://ikp.example/' } },
      'contact.nfzDeclarationUrl',
    ],
    [{ default: { ...DEFAULT, analyticsId: 7 } }, 'default.analyticsId: must be a string'],
    [
      {
        default: DEFAULT,
        brands: { pzu: { invoiceSeller: { name: 'PZU', address: 'ul. Prosta 1', nip: '1234567890' } } },
      },
      'brands.pzu.invoiceSeller.nip: must be a NIP',
    ],
    [
      { default: { ...DEFAULT, invoiceSeller: { name: 'Wizyta', nip: '9876543210' } } },
      'default.invoiceSeller.address',
    ],
    [{ default: { ...DEFAULT, invoiceseller: {} } }, 'default.invoiceseller: unknown field'],
  ])('refuses %j, naming the problem', (json, message) => {
    expect(() => parseBrandsFile(json, 'brands.json')).toThrow(message);
  });
});
