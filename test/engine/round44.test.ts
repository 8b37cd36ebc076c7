// Round 44 causes (channel and recurring across countries: direct-debit, standing-order, bill-payment and
// "monthly" words of more languages, airlines missing from the data, an airline's counter), tested on titles
// written for these tests (not the eval sets').
import { beforeAll, describe, expect, it } from 'vitest';
import { hasEngineData, l1, loadProbeEngine, merchant, run, channel } from '../helpers/engine-probe.js';

const recurring = (title: string, country: string) => run(title, country).transaction.subscription.recurring;

describe.skipIf(!hasEngineData)('direct debits, standing orders and bill payments of more banks (round 44)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads direct-debit words of more languages', () => {
    expect(channel('Einziehungsauftrag Salzburg AG Strom', 'AT')).toBe('direct_debit');
    expect(channel('AUTODEBET INDIHOME BULANAN', 'ID')).toBe('direct_debit');
    expect(channel('THANH TOAN TU DONG VIETTEL', 'VN')).toBe('direct_debit');
    expect(channel('DIREKTNA OBREMENITEV ELEKTRO LJUBLJANA', 'SI')).toBe('direct_debit');
    expect(channel('Директен дебит Виваком', 'BG')).toBe('direct_debit');
    expect(channel('自動扣繳 台灣電力公司', 'TW')).toBe('direct_debit');
    expect(channel('MISC PAYMENT ROGERS WIRELESS', 'CA')).toBe('direct_debit');
    expect(recurring('AUTODEBET INDIHOME BULANAN', 'ID')).toBe(true);
  });

  it('reads standing orders of more languages as recurring transfers', () => {
    expect(channel('BESTENDIGE OPDRACHT SPAARREKENING KINDEREN', 'BE')).toBe('bank_transfer');
    expect(recurring('BESTENDIGE OPDRACHT SPAARREKENING KINDEREN', 'BE')).toBe(true);
    expect(recurring('STÅENDE ÖVERFÖRING BUFFERTKONTO', 'SE')).toBe(true);
    expect(recurring('PASTĀVĪGAIS MAKSĀJUMS KRĀJKONTS', 'LV')).toBe(true);
  });

  it('reads bank bill-payment rails as bank transfers', () => {
    expect(channel('JOMPAY UNIFI HOME FIBRE', 'MY')).toBe('bank_transfer');
    expect(channel('SADAD MOBILY BILL', 'SA')).toBe('bank_transfer');
    expect(channel('BILLS PAYMENT PLDT HOME', 'PH')).toBe('bank_transfer');
  });

  it('reads a standing instruction, an e-mandate and "monthly" as recurring', () => {
    expect(recurring('STANDING INSTRUCTION SUI SOUTHERN GAS', 'PK')).toBe(true);
    expect(recurring('E-MANDATE HOTSTAR SUBSCRIPTION', 'IN')).toBe(true);
    expect(recurring('KARNET MIESIECZNY BASEN MIEJSKI', 'PL')).toBe(true);
  });
});

describe.skipIf(!hasEngineData)('online, contactless and counters (round 44)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads "on the internet" in Cyrillic as online', () => {
    expect(channel('Оплата в интернете OZON.RU', 'RU')).toBe('online');
  });

  it('reads an airline counter or desk as in person', () => {
    expect(channel('RYANAIR AIRPORT DESK STANSTED', 'GB')).toBe('in_store');
    expect(channel('AIR FRANCE GUICHET ORLY', 'FR')).toBe('in_store');
    expect(channel('RYANAIR 0002FR7QX1 DUBLIN', 'IE')).toBe('online');
  });

  it('strips the French contactless words from the shop name', () => {
    expect(merchant('CB SANS CONTACT FROMAGERIE DUPONT 02/11 TOURS', 'FR')).toBe('Fromagerie Dupont');
  });
});

describe.skipIf(!hasEngineData)('airlines and utilities missing from the data (round 44)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('knows more airlines, bought online with a ticket number', () => {
    expect(merchant('KOREAN AIR 1804455667788 INCHEON', 'KR')).toBe('Korean Air');
    expect(merchant('AIRBALTIC 6571122334455 VILNIUS', 'LT')).toBe('airBaltic');
    expect(l1('EVA AIR 6959988776655 TAOYUAN', 'TW')).toBe('Travel');
    expect(channel('EL AL 1149988776655 NEW YORK', 'US')).toBe('online');
  });

  it('knows more utilities and telecoms', () => {
    expect(l1('BS ANDEL ENERGI A/S', 'DK')).toBe('Housing & Utilities');
    expect(l1('DEBIT DIRECT TELEKOM SLOVENIJE D.D.', 'SI')).toBe('Services');
    expect(merchant('자동이체 한국전력공사 전기요금', 'KR')).toBe('KEPCO');
  });
});
