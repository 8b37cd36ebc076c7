// Round 90 causes (merchant names of businesses in no data set), tested on titles written for these tests, not the tuning
// set's: a brand named by a common word inside a local business's name; a brand after a trade word and an article; the
// district printed between a trade-first name (or an English name closed by its trade noun) and the city.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, merchant } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 90', () => {
  beforeAll(loadProbeEngine);

  it('reads a common-word brand, common or plain words and a trade of another kind as a local business', () => {
    expect(merchant('BOOTS CORNER CAFE HEXHAM', 'GB')).toBe('Boots Corner Cafe');
    expect(merchant('NEXT BIG THING BARBERS LEEDS', 'GB')).toBe('Next Big Thing Barbers');
    expect(merchant('SONIC BOOM AUTO REPAIR TULSA OK', 'US')).toBe('Sonic Boom Auto Repair');
  });

  it('keeps the brand before its own format word and where no trade follows', () => {
    expect(merchant('TARGET CITY PHARMACY', 'US')).toBe('Target');
    expect(merchant('SHELL SELECT CAFE', 'US')).toBe('Shell');
    expect(merchant('TESCO EXPRESS CAFE', 'GB')).toBe('Tesco');
  });

  it('reads a brand after a trade word and an article as the name of a local business', () => {
    expect(merchant('CB BISTROT LE MONOPRIX LILLE', 'FR')).toBe('Bistrot le Monoprix');
  });

  it('drops the district between a trade-first name with a link and the city', () => {
    expect(merchant('POS OSTERIA DA BRUNO OSTIENSE ROMA', 'IT')).toBe('Osteria da Bruno');
    expect(merchant('BEA BAKKERIJ VAN BEEK OOSTERPARK GRONINGEN', 'NL')).toBe('Bakkerij van Beek');
    // two name words, or an article before them, keep theirs
    expect(merchant('PLACANJE KARTICOM KONOBA STARI GRAD ZADAR', 'HR')).toBe('Konoba Stari Grad');
    expect(merchant('COMPRA PANADERIA NUEVA ESPERANZA MADRID', 'ES')).toBe('Panaderia Nueva Esperanza');
    expect(merchant('BANCONTACT FRITUUR DE GOUDE PATAT GENT', 'BE')).toBe('Frituur de Goude Patat');
  });

  it('drops the district after an English name closed by a bakehouse or eatery', () => {
    expect(merchant('CARD PAYMENT HOLLOW OAK BAKEHOUSE HEATON NEWCASTLE', 'GB')).toBe('Hollow Oak Bakehouse');
  });

});
