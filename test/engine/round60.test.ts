// Round 60 causes, tested on titles written for these tests (not the eval sets' titles): an unknown payee drawn by
// direct debit is a household bill, never a shop; housing and utility payees' words of more languages; a fee word
// billed by a payee whose name holds a trade word; the English head noun last in a shop's name.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, l1 } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 60', () => {
  beforeAll(loadProbeEngine);

  it('reads an unknown payee drawn by direct debit with no trade word as a bill, not a shop', () => {
    expect(l1('SEPA-LASTSCHRIFT ROTHMANN UND PARTNER KG MANDAT 8812', 'DE')).toBe('Housing & Utilities');
    expect(l1('PRLV SEPA SOCIETE BELLEVAL REF 44120', 'FR')).toBe('Housing & Utilities');
    // a card purchase stays what it was
    expect(l1('CB ROTHMANN ET FILS 12/11', 'FR')).not.toBe('Housing & Utilities');
  });

  it('reads housing co-operatives, owners\' associations and utility suppliers of more languages', () => {
    expect(l1('Lastschrift Wohnbaugenossenschaft Nordstern eG', 'DE')).toBe('Housing & Utilities');
    expect(l1('INCASSO WONINGSTICHTING DE KAAP HUUR', 'NL')).toBe('Housing & Utilities');
    expect(l1('SEPA Lastschrift Wasserzweckverband Obere Saale', 'DE')).toBe('Housing & Utilities');
    expect(l1('POLECENIE ZAPLATY CIEPLOWNIA MIEJSKA', 'PL')).toBe('Housing & Utilities');
    expect(l1('E-LASKU AS OY PIHLAJA HOITOVASTIKE', 'FI')).toBe('Housing & Utilities');
  });

  it('keeps a fee word billed by a payee with a trade word in that trade', () => {
    expect(l1('AUTOGIRO BOSTADSRATTSFORENINGEN TALLEN AVGIFT', 'SE')).toBe('Housing & Utilities');
  });

  it('reads the last shop word of an English name as its trade, after a word naming the goods', () => {
    expect(l1('POS DEBIT BAKERY & BREAD SUPPLIES OUTLET', 'US')).toBe('Shopping');
    expect(l1('CONTACTLESS THE TEA TOWEL GIFTS', 'GB')).toBe('Shopping');
    // no shop word last: the food word stays
    expect(l1('POS DEBIT TACO & BURRITO KITCHEN', 'US')).toBe('Food & Drink');
  });

  it('reads a barbecue smokehouse and an Indonesian bakso stall as places to eat', () => {
    expect(l1('DEBIT CARD PURCHASE UNCLE RAYS SMOKEHOUSE', 'US')).toBe('Food & Drink');
    expect(l1('QRIS BAKSO MAS JOKO', 'ID')).toBe('Food & Drink');
  });
});
