// Round 47 causes (the city field in the layouts of many countries: French department numbers, the US 13-character
// city field, cut multi-word names, street names that hold a town's name), tested on titles written for these tests
// (not the eval sets' titles).
import { beforeAll, describe, expect, it } from 'vitest';
import { city, hasEngineData, loadProbeEngine, merchant } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('French department numbers (round 47)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads a town glued to its department number and leaves both out of the name', () => {
    expect(city('CB CAVE A FROMAGES 35RENNES', 'FR')).toBe('Rennes');
    expect(merchant('CB CAVE A FROMAGES 35RENNES', 'FR')).toMatch(/^Cave a Fromages$/i);
    expect(city('CARTE X1111 02/12 EPICERIE DU MARCHE 21DIJON', 'FR')).toBe('Dijon');
  });

  it('drops the department number printed before the town', () => {
    expect(merchant('CB QUINCAILLERIE MARTIN 63 CLERMONT FERRAND', 'FR')).toBe('Quincaillerie Martin');
  });
});

describe.skipIf(!hasEngineData)('cut city names (round 47)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads the US 13-character field cut inside one word or to two letters', () => {
    expect(city('POS DEBIT ACORN BOOKS   JEFFERSONVILL IN', 'US')).toBe('Jeffersonville');
    expect(city('ROSIE TACO SHOP HUNTINGTON BE CA', 'US')).toBe('Huntington Beach');
  });

  it('reads a long name cut after whole words', () => {
    expect(city('COMPRA PANADERIA NURIA SANT BOI DE LLOB', 'ES')).toMatch(/Sant Boi/);
    expect(city('CARD PAYMENT TO COPPER KETTLE STRATFORD UPON', 'GB')).toMatch(/Stratford/);
  });
});

describe.skipIf(!hasEngineData)('a town in a street name is no place (round 47)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('ignores a town before ROAD or after VIA / RUE / UL', () => {
    expect(city('CARD PAYMENT TO BRISTOL ROAD TYRES', 'GB')).toBeNull();
    expect(city('POS TABACCHI VIA MILANO 4', 'IT')).toBeNull();
    expect(city('PLATNOSC KARTA KWIACIARNIA UL KRAKOWSKA', 'PL')).toBeNull();
  });

  it('still reads the town printed after the street', () => {
    expect(city('POS TABACCHI VIA MILANO 4 TORINO', 'IT')).toMatch(/Turin|Torino/);
  });
});
