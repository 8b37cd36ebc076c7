// Round 41 causes (the level-1 category of businesses in no data set: trade words in other languages and
// scripts, cut as banks print them, or absent), tested on titles written for these tests (not the eval sets').
import { beforeAll, describe, expect, it } from 'vitest';
import { hasEngineData, l1, loadProbeEngine } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('trade words of more languages and scripts (round 41)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads vets, driving schools, photographers, printers and shoe repairers', () => {
    expect(l1('KORTKOP DJURKLINIKEN VASTERVIK', 'SE')).toBe('Services');
    expect(l1('VISA VARE KJORESKOLE RATTET', 'NO')).toBe('Education');
    expect(l1('KORTTIOSTO AUTOKOULU KYTKIN', 'FI')).toBe('Education');
    expect(l1('GIROCARD FOTOSTUDIO BLENDE ACHT', 'DE')).toBe('Services');
    expect(l1('BEA DRUKKERIJ DE LETTERBAK', 'NL')).toBe('Services');
    expect(l1('BEA SCHOENMAKERIJ DE ZOOL', 'NL')).toBe('Services');
  });

  it('reads trade words in Cyrillic, Hebrew, Arabic, Chinese and Thai', () => {
    expect(l1('ОПЛАТА АВТОСЕРВИС КОЛЕСО', 'RU')).toBe('Transportation');
    expect(l1('ОПЛАТА ВЕТКЛИНИКА ДРУЖОК', 'RU')).toBe('Services');
    expect(l1('רכישה מספרה דני', 'IL')).toBe('Personal Care');
    expect(l1('消费 康健牙科', 'CN')).toBe('Health & Wellness');
    expect(l1('消费 张师傅汽修', 'CN')).toBe('Transportation');
    expect(l1('ชำระค่าสินค้า ร้านขายยาบ้านสวน', 'TH')).toBe('Health & Wellness');
  });

  it('reads a parish, a housing association and a town cash office', () => {
    expect(l1('SEPA-LASTSCHRIFT PFARREI ST. MARIEN', 'DE')).toBe('Charity & Gifts');
    expect(l1('AUTOGIRO BOSTADSRATTSFORENINGEN BJORKEN', 'SE')).toBe('Housing & Utilities');
    expect(l1('SEPA-LASTSCHRIFT STADTKASSE LINDAU', 'DE')).toBe('Government & Taxes');
  });
});

describe.skipIf(!hasEngineData)('cut trade words and the professions (round 41)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads FARM. as a pharmacy where the language says farmacia, not in English', () => {
    expect(l1('PAGAMENTO POS FARM. CENTRALE DI LUCA', 'IT')).toBe('Health & Wellness');
    expect(l1('COMPRA FARM. DO ROSSIO', 'PT')).toBe('Health & Wellness');
    expect(l1('KARTENZAHLUNG APOT AM SCHLOSS', 'DE')).toBe('Health & Wellness');
  });

  it('reads a professional partnership and a doctor\'s title', () => {
    expect(l1('SEPA-LASTSCHRIFT WENDT & FUCHS PARTGMBB', 'DE')).toBe('Services');
    expect(l1('DIRECT DEBIT HALVORSEN GRAY LLP', 'GB')).toBe('Services');
    expect(l1('PRLV SEPA SELARL DR GAUTHIER', 'FR')).toBe('Health & Wellness');
  });

  it('reads an Austrian BANKOMAT payment as a purchase, a withdrawal as cash', () => {
    expect(l1('BANKOMAT BAECKEREI SCHMALZL', 'AT')).toBe('Food & Drink');
    expect(l1('BANKOMAT BEHEBUNG 12.11. GRAZ', 'AT')).toBe('Financial Services');
  });
});
