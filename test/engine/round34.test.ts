// Round 34 causes (level-1 category of businesses known and unknown), tested on titles written for
// these tests (not the eval sets' titles).
import { beforeAll, describe, expect, it } from 'vitest';
import { hasEngineData, l1, loadProbeEngine } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('a retailer branch of another trade named after the brand (round 34)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads a grocer\'s fuel station from the fuel word of its country', () => {
    expect(l1('COMPRA TARJ. MERCADONA GASOLINERA 0412 MURCIA', 'ES')).toBe('Transportation');
    expect(l1('CB AUCHAN CARBURANT 22/10 TOURS', 'FR')).toBe('Transportation');
    expect(l1('VÁSÁRLÁS SPAR BENZINKUT 0031 PÉCS', 'HU')).toBe('Transportation');
  });

  it('reads a shop\'s pharmacy, optician and cafe', () => {
    expect(l1('SAFEWAY PHARMACY 1187 BOISE ID', 'US')).toBe('Health & Wellness');
    expect(l1('TARGET VISION 0212 DULUTH MN', 'US')).toBe('Health & Wellness');
    expect(l1('DEBENHAMS CAFE 0231 EXETER', 'GB')).toBe('Food & Drink');
  });

  it('reads a retailer\'s travel agency and ticket office', () => {
    expect(l1('Kartenzahlung LIDL REISEN Buchung 88231', 'DE')).toBe('Travel');
    expect(l1('CB CARREFOUR VOYAGES 12/10 METZ', 'FR')).toBe('Travel');
  });

  it('keeps the brand\'s own trade when the word after it is its own or no branch word', () => {
    expect(l1('STARBUCKS CAFE 0931 RENO NV', 'US')).toBe('Food & Drink');
    expect(l1('CB CARREFOUR MARKET 21/10 REIMS', 'FR')).toBe('Food & Drink');
    expect(l1('SNCF CONNECT 12/10 PARIS', 'FR')).toBe('Transportation');
  });
});

describe.skipIf(!hasEngineData)('trade words the brand index hid or cut short (round 34)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads a brand of other countries named by a trade word of another trade as that trade', () => {
    // the Dutch DIY chain Praxis is a doctor's practice in Germany and Austria
    expect(l1('Kartenzahlung Praxis Dr. Lorenz Innere Medizin', 'DE')).toBe('Health & Wellness');
    expect(l1('POS 0311 K1 PRAXIS DR WEBER', 'AT')).toBe('Health & Wellness');
    // at home the brand stays
    expect(l1('BEA, Betaalpas PRAXIS AMERSFOORT,PAS001', 'NL')).toBe('Shopping');
  });

  it('reads a drugstore\'s photo counter', () => {
    expect(l1('BEA, Betaalpas KRUIDVAT FOTOSERVICE,PAS001', 'NL')).toBe('Services');
  });

  it('reads a curated trade word cut short before a dot', () => {
    expect(l1('GIROCARD TANKST. OBERMEIER', 'DE')).toBe('Transportation');
    expect(l1('GIROCARD APOTH. KLEIN', 'DE')).toBe('Health & Wellness');
  });
});

describe.skipIf(!hasEngineData)('doctors, tolls and fines by their words (round 34)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads an orthodontist and the adjective forms of the dentist\'s word', () => {
    expect(l1('POS DEBIT LAKEVIEW ORTHO PLLC TOPEKA KS', 'US')).toBe('Health & Wellness');
    expect(l1('ZAKUP PRZY UŻYCIU KARTY GABINET STOMATOLOGICZNY URBAN', 'PL')).toBe('Health & Wellness');
  });

  it('reads a public-transport ticket machine as transport, not event tickets', () => {
    expect(l1('PLATBA KARTOU DPMB JIZDENKA BRNO', 'CZ')).toBe('Transportation');
    expect(l1('Kartenzahlung Fahrkartenautomat KVB Koeln', 'DE')).toBe('Transportation');
  });

  it('reads a motorway toll', () => {
    expect(l1('ZAKUP PRZY UŻYCIU KARTY AUTOSTRADA A2 PUNKT POBORU', 'PL')).toBe('Transportation');
  });

  it('reads a parking ticket paid to a city as a fine, a car park as parking', () => {
    expect(l1('CITY OF BOSTON PARKING TICKET PAYMENT', 'US')).toBe('Government & Taxes');
    expect(l1('RIVERSIDE PARKING GARAGE 0412 BOSTON MA', 'US')).toBe('Transportation');
  });

  it('reads a transfer to a physician by the title, not a vet', () => {
    expect(l1('Überweisung Dr. med. A. Krüger Privatrechnung 2211', 'DE')).toBe('Health & Wellness');
    expect(l1('Überweisung an Jonas Krüger Geschenk', 'DE')).toBe('Transfers');
  });
});
