// Round 79 causes, tested on titles written for these tests (not the tuning set's titles): the city of card purchases.
// Polish / Czech / Romanian / Flemish short forms of a place name's words (WLKP, MAZ, CES, TG, ST = Sint) and Dutch / German
// A/D; Mexican towns without their honorific; a //CITY/CC field read like a name
// elsewhere (Bad Homburg); a name continued by a short place word read as the longer cut name; initials of a multi-word
// name; Serbian / Bulgarian Cyrillic readings; everyday spellings of Arab towns; Devanagari names of more towns.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, city } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 79', () => {
  beforeAll(loadProbeEngine);

  it("writes out the Polish, Czech, Romanian and Flemish short forms of a place name's words", () => {
    expect(city('ZAKUP KARTA APTEKA POD LIPA OSTROW WLKP', 'PL')).toBe('Ostrów Wielkopolski');
    expect(city('PLATBA KARTOU PEKARNA U MOSTU CES. LIPA', 'CZ')).toBe('Česká Lípa');
    expect(city('PLATA POS FLORARIA IRIS TG JIU', 'RO')).toBe('Târgu Jiu');
    expect(city('BANCONTACT BAKKERIJ VERMEULEN ST-TRUIDEN', 'BE')).toBe('Sint-Truiden');
    expect(city('BEA, BETAALPAS BLOEMENHUIS ROOS,PAS221 ALPHEN A/D RIJN', 'NL')).toBe('Alphen aan den Rijn');
  });

  // (The round's "CD before a place word is ciudad" rule changed how the tagger's training lines are tokenized, so
  // the data build trained another tagger model, which lost 7 readable answers: dropped at the merge.)
  it('reads Mexican towns without their honorific', () => {
    expect(city('TESCO STORES 2841 CD 4821', 'GB')).toBeNull();
    expect(city('COMPRA PANADERIA LA ESPIGA ACAPULCO GRO', 'MX')).toBe('Acapulco');
  });

  it('reads a //CITY/CC field like a name printed elsewhere, and a longer cut name after a short place word', () => {
    expect(city('KARTENZAHLUNG BLUMEN HAAS 1123//BAD HOMBURG/DE', 'DE')).toBe('Bad Homburg');
    expect(city('CARD PAYMENT TO THE ABBEY TEAROOM BURY ST EDMU', 'GB')).toBe('Bury St Edmunds');
  });

  it('reads the initials of a multi-word name', () => {
    expect(city('COMPRA HELADERIA EL POLO S.S. DE JUJUY', 'AR')).toBe('San Salvador de Jujuy');
    expect(city('COMPRA 0312 CAFE CENTRAL P. VARZIM', 'PT')).toBe('Póvoa de Varzim');
  });

  it('reads Serbian and Bulgarian Cyrillic, Arab towns in their everyday spelling, Devanagari towns', () => {
    expect(city('ПЕКАРА ЗЛАТНИ КЛАС ЧАЧАК', 'RS')).toBe('Čačak');
    expect(city('KOSHARY ABOU TAREK MANSOURA EG', 'EG')).toBe('Mansoura');
    expect(city('ALI BABA SWEETS HAWALLY KW', 'KW')).toBe('Hawally');
    expect(city('शर्मा स्वीट्स नागपुर', 'IN')).toBe('Nagpur');
  });
});
