// Round 35 causes (the city of purchase in Eastern Europe, the Balkans, Turkey, the Gulf, Africa, Central
// Asia, Latin America and Southeast Asia), tested on titles written for these tests (not the eval sets' titles).
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, run } from '../helpers/engine-probe.js';

const city = (title: string, country: string) => run(title, country).enrichments.location.data?.structured.city ?? null;

describe.skipIf(!hasEngineData)('round 35', () => {
  beforeAll(loadProbeEngine);

  it('reads a city opening a company name that ends in a legal form as the name, not the place', () => {
    expect(city('SOFIA LOGISTICS EOOD', 'BG')).toBeNull();
    expect(city('YEREVAN SOFTWARE LLC', 'AM')).toBeNull();
    expect(city('MONTEVIDEO SEGUROS SA', 'UY')).toBeNull();
    // the place still counts when it follows the name, or when the line ends in the place
    expect(city('KAFANA STARI GRAD DOO BEOGRAD', 'RS')).toMatch(/^(Belgrade|Beograd)$/);
    expect(city('TIENDA LOS ANDES MONTEVIDEO', 'UY')).toBe('Montevideo');
  });

  it("reads a city joined to an airline's word (CITY AIRWAYS, AIR CITY) as the airline's name", () => {
    expect(city('TASHKENT AIRWAYS', 'UZ')).toBeNull();
    expect(city('CAIRO AIRLINES', 'EG')).toBeNull();
    expect(city('AIR BISHKEK', 'KG')).toBeNull();
    // a place printed after the airline's name still counts
    expect(city('AIR SOFIA TICKET OFFICE PLOVDIV', 'BG')).toBe('Plovdiv');
  });
});
