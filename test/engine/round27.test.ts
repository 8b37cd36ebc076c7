// Round 27 causes (the merchant's city: places the engine did not find, places it invented), tested on
// titles written for these tests (not the eval sets' titles).
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, run } from '../helpers/engine-probe.js';

const city = (title: string, country: string) => run(title, country).enrichments.location.data?.structured.city ?? null;

describe.skipIf(!hasEngineData)('round 27', () => {
  beforeAll(loadProbeEngine);

  it('reads a city glued to its state code or to the country code (a fixed-width column without its blank)', () => {
    expect(city('BLUE MESA GRILL 0042 BOISEID', 'US')).toBe('Boise');
    expect(city('RIVERSIDE TIRE 88 SPOKANEWA', 'US')).toBe('Spokane');
    expect(city('PHARMAPRIX 3310 OTTAWAON', 'CA')).toBe('Ottawa');
    expect(city('BAECKEREI LANGE HAMBURGDE', 'DE')).toBe('Hamburg');
    // the head must be a town of that state; an ordinary word ending in two letters stays no place
    expect(city('KAUFHAUS FREUDE', 'DE')).toBeNull();
    expect(city('GOLDEN LOTUS CATERING', 'US')).toBeNull();
  });

  it('does not read a town whose name ends a far larger foreign city\'s name printed whole', () => {
    expect(city('NEW YORK BAGEL BAR', 'GB')).toBeNull();
    expect(city('NEW YORK BAGEL BAR YORK', 'GB')).toBe('York');
    expect(city('TEA ROOM YORK', 'GB')).toBe('York');
    // a larger city of the card's country keeps its name under a smaller foreign one
    expect(city('PIE SHOP EAST LONDON CAFE LONDON', 'GB')).toBe('London');
  });

  it('writes out the saint of Spanish, Portuguese and Italian place names (S, STA, STO)', () => {
    expect(city('LOJA DA PRAIA S JOSE DOS CAMPOS', 'BR')).toBe('São José dos Campos');
    expect(city('FERRETERIA EL CLAVO S LUIS POTOSI', 'MX')).toBe('San Luis Potosí');
    expect(city('DULCERIA LA ROSA STA CRUZ DE TENERIFE', 'ES')).toBe('Santa Cruz de Tenerife');
    expect(city('JOES DINER S BEND IN', 'US')).toBe('South Bend');
  });

  it('reads either half of a town\'s two-language name and reports the half printed', () => {
    expect(city('TABERNA ARRIZABALAGA DONOSTIA', 'ES')).toBe('Donostia');
    expect(city('TABERNA ARRIZABALAGA SAN SEBASTIAN', 'ES')).toBe('San Sebastián');
    expect(city('ASADOR URKIOLA VITORIA', 'ES')).toBe('Vitoria');
  });

  it('writes out NTH and STH (Australian and British short forms of North and South)', () => {
    expect(city('FISH SHOP STH MELBOURNE VIC', 'AU')).toBe('South Melbourne');
    expect(city('NEWSAGENCY NTH RYDE', 'AU')).toBe('North Ryde');
  });

  it('reads the town before a British postcode or an Irish Eircode', () => {
    expect(city('THE TEA CADDY PENZANCE TR18 4AA', 'GB')).toBe('Penzance');
    expect(city('ROSIES BAKERY, HEXHAM, NE46 1AB', 'GB')).toBe('Hexham');
    expect(city('CAFE NUA ATHLONE N37 X2Y3', 'IE')).toBe('Athlone');
    expect(city('CAFE NUA DUNDALK A91', 'IE')).toBe('Dundalk');
  });

  it('reads no place in an online purchase whose only place word opens the seller\'s name', () => {
    expect(city('PORTLAND LEATHER GOODS ONLINE', 'US')).toBeNull();
    expect(city('LEEDS HAMPER COMPANY ONLINE', 'GB')).toBeNull();
    // a place printed after the name still counts
    expect(city('TRAIL SUPPLY ONLINE DENVER CO', 'US')).toBe('Denver');
  });

  it('reads a German town printed without its qualifier ("vor der Höhe", "in Bayern") and reports it so', () => {
    expect(city('METZGEREI KRAUS WEISSENBURG', 'DE')).toBe('Weißenburg');
    expect(city('Kartenzahlung Eisdiele Dolce Rosbach', 'DE')).toBe('Rosbach');
  });
});
