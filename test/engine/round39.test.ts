// Round 39 causes (travel and transport: operators and lodgings no data set knows, airline ticket lines,
// ticket machines, PENSION beside a lodging word), tested on titles written for these tests
// (not the eval sets' titles).
import { beforeAll, describe, expect, it } from 'vitest';
import { hasEngineData, l1, l3, loadProbeEngine, run } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('travel and transport trade words of unknown businesses (round 39)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads lodgings of many languages as lodging, not a place to eat', () => {
    expect(l1('OTEL DENIZ YILDIZI FETHIYE', 'TR')).toBe('Travel');
    expect(l1('RYOKAN KAWASEMI HAKONE', 'JP')).toBe('Travel');
    expect(l3('FERIENWOHNUNG SEEBLICK PLOEN', 'DE')).toBe('Vacation Rentals');
  });

  it('reads car hire, coaches, railways and travel agencies', () => {
    expect(l3('AUTONOLEGGIO SOLE E MARE CAGLIARI', 'IT')).toBe('Car Rental');
    expect(l3('PALM VALLEY CAR RENTAL NASSAU', 'BS')).toBe('Car Rental');
    expect(l1('AUTOBUSES DEL NORTE LEON', 'MX')).toBe('Transportation');
    expect(l1('GOLDEN ARROW BUS LINES ILOILO', 'PH')).toBe('Transportation');
    expect(l1('REISEBUERO WELTENBUMMLER KIEL', 'DE')).toBe('Travel');
    expect(l1('NORDKYST FLYSELSKAB AALBORG', 'DK')).toBe('Travel');
  });

  it('keeps a trade word of another trade first', () => {
    expect(l1('RESTAURANT ZUM BAHNHOF WORMS', 'DE')).toBe('Food & Drink');
  });
});

describe.skipIf(!hasEngineData)('airline ticket lines and ticket machines (round 39)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads AIR glued to a ticket number as the carrier word', () => {
    const r = run('DELTA AIR0067719203845 ATLANTA GA', 'US');
    expect(r.transaction.category.primary.name).toBe('Travel');
    expect(r.transaction.channel).toBe('online');
  });

  it('reads a rail operator at a ticket machine as bought in person', () => {
    expect(run('SBB BILLETTAUTOMAT ZUERICH HB', 'CH').transaction.channel).toBe('in_store');
    expect(run('NS KAARTAUTOMAAT AMERSFOORT', 'NL').transaction.channel).toBe('in_store');
  });
});

describe.skipIf(!hasEngineData)('PENSION beside a lodging word (round 39)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads PENSION beside another lodging word as the guesthouse', () => {
    const r = run('HOTEL PENSION ALMRAUSCH MAYRHOFEN', 'AT');
    expect(r.transaction.category.primary.name).toBe('Travel');
    expect(r.transaction.channel).toBe('in_store');
  });
});
