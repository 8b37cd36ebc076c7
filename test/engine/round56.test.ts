// Round 56 causes (chain-store lines: small businesses named like a chain, person payees whose family name is a chain's),
// tested on titles written for these tests (not the eval sets').
import { beforeAll, describe, expect, it } from 'vitest';
import { hasEngineData, l1, l3, loadProbeEngine, merchant } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('businesses named like a chain (round 56)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads a trade only the OSM vocabulary knows after a chain name as a local business', () => {
    expect(merchant('SPAR KONYVELES', 'HU')).toBe('Spar Konyveles');
    expect(l1('SPAR KONYVELES', 'HU')).toBe('Services');
    expect(merchant('MOL FOGASZAT', 'HU')).not.toBe('MOL');
    expect(l1('MOL FOGASZAT', 'HU')).toBe('Health & Wellness');
  });

  it('reads a cuisine restaurant named by a grocer as a local restaurant, not the grocer', () => {
    expect(merchant('JUMBO KEBAB HOUSE', 'NL')).toBe('Jumbo Kebab House');
    expect(l3('JUMBO KEBAB HOUSE', 'NL')).toBe('Restaurants');
    expect(merchant('MERCADONA TRATTORIA', 'ES')).toBe('Mercadona Trattoria');
    expect(merchant('TAQUERIA EL OXXO', 'MX')).toBe('OXXO'); // a convenience store is no grocer here: kept
    expect(merchant('PIZZERIA LA CHEDRAUI', 'MX')).not.toBe('Chedraui');
  });

  it('keeps a grocer\'s own restaurant or cafe the grocer', () => {
    expect(merchant('MIGROS RESTAURANT BERN', 'CH')).toBe('Migros');
    expect(merchant('EDEKA RESTAURANT', 'DE')).toBe('EDEKA');
  });

  it('reads a chain name after a payee\'s given name as the family name', () => {
    expect(merchant('UEBERWEISUNG AN PETRA ROSSMANN', 'DE')).toBeNull();
    expect(l1('UEBERWEISUNG AN PETRA ROSSMANN', 'DE')).toBe('Transfers');
  });
});
