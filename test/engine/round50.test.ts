// Round 50 causes (local businesses in bank layouts of the least-covered countries: South Asia, Africa, Latin America,
// CIS and Eastern Europe), tested on titles written for these tests (not the eval sets').
import { beforeAll, describe, expect, it } from 'vitest';
import { city, hasEngineData, l1, loadProbeEngine, merchant } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('legal forms of the least-covered countries (round 50)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('ends the name at a form printed after it', () => {
    expect(merchant('POS PURCHASE CHUKWUDI ELECTRONICS VENTURES ONITSHA NG', 'NG')).toBe('Chukwudi Electronics');
    expect(merchant('POS GULU FRESH DAIRY ENTERPRISES GULU UGA', 'UG')).toBe('Gulu Fresh Dairy');
    expect(merchant('CONSUMO POS FERRETERIA EL PERNO CIA LTDA AMBATO', 'EC')).toBe('Ferreteria El Perno');
    expect(merchant('POS AVTOCENTAR PETROV I SIE SHUMEN BG', 'BG')).toBe('Avtocentar Petrov');
    expect(merchant('COMPRA DEBITO CORRALON LOS ANDES SCS SALTA', 'AR')).toBe('Corralon Los Andes');
  });

  it('opens the name after a form printed before it, and reads the quoted name', () => {
    expect(merchant('Purchase TOO ALTYN DALA MARKET KARAGANDA KZ', 'KZ')).toBe('Altyn Dala Market');
    expect(merchant('Покупка. Кав\'ярня "Зелена Чашка" Полтава', 'UA')).toBe('Кав\'ярня Зелена Чашка');
    expect(merchant('شراء من مخبز النور الإسكندرية', 'EG')).toBe('مخبز النور');
  });
});

describe.skipIf(!hasEngineData)('trade words of the least-covered countries (round 50)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads the trade of a local shop', () => {
    expect(l1('SHINOMONTAZH NA LENINA TOMSK RUS', 'RU')).toBe('Transportation');
    expect(l1('COMPRA POS CHIFA LUNG FUNG TRUJILLO', 'PE')).toBe('Food & Drink');
    expect(l1('POKUPKA KNIZHARNITSA HELIKON VARNA', 'BG')).toBe('Shopping');
    expect(l1('COMPRA TD POSADA SANTA ELENA FLORES', 'GT')).toBe('Travel');
  });
});
