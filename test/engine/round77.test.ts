// Round 77 causes, tested on titles written for these tests (not the tuning set's titles): the names of small local
// businesses printed without a processor prefix. A brand read in one half of "X & Y"; ON before a cleaned date after a
// tagged name; the Italian owner clause; a state code or a city-state's own name after the name; the Afrikaans possessive
// SE and the Maori KAI; card labels, a tax and an interest line the lexicon lacked; AU after a French company form.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, merchant, city, l1 } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 77', () => {
  beforeAll(loadProbeEngine);

  it('reads a brand joined by "&" to another plain word as a local business', () => {
    expect(merchant('MOSS & HEATHER       YORK         GB', 'GB')).toBe('Moss & Heather');
    expect(merchant('VISA PURCHASE 04/11 KELP & SONDER LORNE AU', 'AU')).toBe('Kelp & Sonder');
    // (a brand printed with its own "&", or with a word of its own trade, stays the brand)
    expect(merchant('MARKS & SPENCER LEEDS', 'GB')).toBe('Marks & Spencer');
    expect(merchant('HAMPTON INN & SUITES BOISE ID', 'US')).toBe('Hampton by Hilton');
  });

  it('ends a tagged name at ON before the date it introduced', () => {
    expect(merchant('MOSS & HEATHER        ON 11 APR          BCC', 'GB')).toBe('Moss & Heather');
  });

  it('leaves out the Italian owner clause before a repeated name word or "& C."', () => {
    expect(merchant('PAGAMENTO POS 11/04 MERCERIA LUCIA DI FERRANTE LUCIA PESCARA', 'IT')).toBe('Merceria Lucia');
    expect(merchant('PAGAMENTO POS PASTICCERIA AURORA DI CAPUTO SALVATORE & C. SAS BARI', 'IT')).toBe('Pasticceria Aurora');
    // ("IL FORNO DI ANNA" alone is a name)
    expect(merchant('PAGAMENTO POS IL FORNO DI ANNA MILANO', 'IT')).toBe('Il Forno di Anna');
  });

  it('reads a state code the place was found with as no legal form', () => {
    expect(merchant('POS DEBIT 0411 JUNIPER & ASH WINNEMUCCA NV 8812', 'US')).toBe('Juniper & Ash');
    expect(merchant('IDP PURCHASE WILLOW CREEK GOODS CANMORE AB', 'CA')).toBe('Willow Creek Goods');
  });

  it("ends the name at a city-state's own name printed before the country tag", () => {
    expect(merchant('VISA DEBIT TAI KEE NOODLE HONG KONG HK', 'HK')).toBe('Tai Kee Noodle');
    expect(city('VISA DEBIT TAI KEE NOODLE HONG KONG HK', 'HK')).toBe('Hong Kong');
  });

  it('keeps the Afrikaans possessive SE and the Maori KAI in names', () => {
    expect(merchant('POS Purchase Tannie Sarie Se Koekies 437123*9910 11 Apr', 'ZA')).toBe('Tannie Sarie Se Koekies');
    expect(merchant('EFTPOS TRANSACTION TE KETE KAI 11APR 9910 GISBORNE', 'NZ')).toBe('Te Kete Kai');
    expect(merchant('TAVERNA NIKOS KAI', 'GR')).toBe('Taverna Nikos');
  });

  it('reads card labels, the stamp duty and interest lines it lacked', () => {
    expect(merchant('VISA Debit Kartenumsatz BLUMEN ERIKA', 'DE')).toBe('Blumen Erika');
    expect(merchant('COMPRAS C.DEB PASTELARIA ROSA BRAGA', 'PT')).toBe('Pastelaria Rosa');
    expect(merchant('IMPOSTA DI BOLLO CONTO CORRENTE 2 TRIM 2026', 'IT')).toBeNull();
    expect(l1('IMPOSTA DI BOLLO CONTO CORRENTE 2 TRIM 2026', 'IT')).toBe('Government & Taxes');
    expect(merchant('PAGAMENTO POS 11/04/2026 CARTA 9910 RIF. 55102', 'IT')).toBeNull();
    expect(merchant('Renter 2. kvartal', 'NO')).toBeNull();
  });

  it('opens the name at AU after a French company form, and shows Turkish names without combining dots', () => {
    expect(merchant('CB SARL AU VIEUX MOULIN 11/04 AUXERRE', 'FR')).toBe('Au Vieux Moulin');
    expect(merchant('POS HARCAMA ÇİĞKÖFTECİ MEHMET USTA MERSİN', 'TR')).not.toMatch(/\u0307/);
  });
});
