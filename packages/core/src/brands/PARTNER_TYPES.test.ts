import { describe, expect, it } from 'vitest';
import { ASSISTANCE_TYPES, BROKER_TYPES, isPartnerType, PARTNER_TYPES } from './PARTNER_TYPES';

// Spec §1, in its order, brokers last.
const SPEC_TYPES =
  'general, inter, welbi, interrisk, pzu, polmed, mondial, allianz, april, axa, cmp, compensa, europ_assistance, generali, global_assistance, nationale_nederlanden, signal_iduna, tuz_ubezpieczenia, tu_europa, tu_zdrowie, warta, meedy, luxmed, saltus, multiagencja, alwis, ctu, phinance, polisa_expert, ubezpieczenia_az, unilink, zdrowybiznes, rankomat, ubezpieczenialowe, iwonaszlapak, alwisfinanse, przyjazneubezpieczenia, homedoctor_am, viennalife'.split(
    ', ',
  );
const SPEC_BROKERS =
  'multiagencja, alwis, ctu, phinance, polisa_expert, ubezpieczenia_az, unilink, zdrowybiznes, rankomat, ubezpieczenialowe, iwonaszlapak, alwisfinanse, przyjazneubezpieczenia, homedoctor_am, viennalife'.split(
    ', ',
  );

describe('PARTNER_TYPES', () => {
  it('lists every type of spec §1 in its order, general first, then the sandbox, without duplicates', () => {
    expect(PARTNER_TYPES).toEqual([...SPEC_TYPES, 'sandbox']);
    expect(PARTNER_TYPES[0]).toBe('general');
    expect(new Set(PARTNER_TYPES).size).toBe(PARTNER_TYPES.length);
  });

  it('uses lower-case ids only', () => {
    for (const type of PARTNER_TYPES) expect(type).toBe(type.toLowerCase());
  });

  it('lists exactly the brokers of spec §1', () => {
    expect(BROKER_TYPES).toEqual(SPEC_BROKERS);
  });

  it('names the assistance companies', () => {
    expect(ASSISTANCE_TYPES).toEqual(['mondial', 'europ_assistance', 'global_assistance']);
  });

  it('recognises known types, case-sensitively', () => {
    expect(isPartnerType('pzu')).toBe(true);
    expect(isPartnerType('PZU')).toBe(false);
    expect(isPartnerType('acme')).toBe(false);
  });
});
