// Round 37 causes (a business named after a place, printed with no processor, next to a real city), tested on
// titles written for these tests (not the eval sets' titles).
import { beforeAll, describe, expect, it } from 'vitest';
import { city, hasEngineData, loadProbeEngine, merchant } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('a venue named after a city keeps it in its name (round 37)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads a hotel, restaurant or café named after a city as the name, with no city', () => {
    expect(merchant('HOTEL LEIPZIG', 'DE')).toBe('Hotel Leipzig');
    expect(city('HOTEL LEIPZIG', 'DE')).toBeNull();
    expect(merchant('RISTORANTE TORINO', 'IT')).toBe('Ristorante Torino');
    expect(city('RISTORANTE TORINO', 'IT')).toBeNull();
    expect(city('KAWIARNIA GDANSK', 'PL')).toBeNull();
  });

  it('reads a city opening the line before a single venue word as the name, with no city', () => {
    expect(merchant('LEEDS BRASSERIE', 'GB')).toBe('Leeds Brasserie');
    expect(city('LEEDS BRASSERIE', 'GB')).toBeNull();
    expect(city('TORINO PIZZERIA', 'IT')).toBeNull();
    expect(city('MEMPHIS DINER NASHVILLE TN', 'US')).toBe('Nashville');
  });

  it('still reads the town printed after such a name', () => {
    expect(merchant('GIROCARD HOTEL LEIPZIG WEIMAR', 'DE')).toBe('Hotel Leipzig');
    expect(city('GIROCARD HOTEL LEIPZIG WEIMAR', 'DE')).toBe('Weimar');
    expect(city('RISTORANTE TORINO ASTI', 'IT')).toBe('Asti');
  });

  it('keeps the town after a shop word that is no venue, and a city printed first before a shop name', () => {
    expect(city('KOELN BAECKEREI SCHMITZ', 'DE')).toBe('Köln');
    expect(city('POS VASARLAS PEKSEG DEBRECEN', 'HU')).toBe('Debrecen');
    expect(city('KORTTIOSTO LEIPOMO TAMPERE', 'FI')).toBe('Tampere');
  });
});

describe.skipIf(!hasEngineData)('a city of 50,000 or more ending a line is no region code (round 37)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads the last city, not the bigger one before it', () => {
    expect(city('VINARNA PRAHA BRNO', 'CZ')).toBe('Brno');
    expect(merchant('VINARNA PRAHA BRNO', 'CZ')).toBe('Vinarna Praha');
    expect(city('KAVYARNYA ODESA LVIV', 'UA')).toBe('Lviv');
    expect(city('CAFE MARSEILLE LYON', 'FR')).toBe('Lyon');
    expect(merchant('CAFE MARSEILLE LYON', 'FR')).toBe('Cafe Marseille');
  });
});
