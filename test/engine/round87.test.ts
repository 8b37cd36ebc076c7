// Round 87 causes (payment processors, acquirers and wallets), tested on titles written for these tests, not the tuning
// set's: prefixes the parser's dropping of a domain ending makes alike, a country word between a processor's name and its
// star, a short prefix before a shop whose web address repeats its name, the processor's own bills and own brands.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, merchant, processor } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 87', () => {
  beforeAll(loadProbeEngine);

  it('tells two processors apart whose prefixes differ only by their web address ending', () => {
    expect(processor('PAY.JP*KISSATEN AOI', 'JP')).toBe('PAY.JP');
    expect(processor('PAY.NL*BLOEMENHUIS DE TULP', 'NL')).toBe('Pay.nl');
  });

  it('reads a country or company word between a processor and its star', () => {
    expect(processor('WORLDLINE SCHWEIZ *CAFE BAHNHOF THUN', 'CH')).toBe('Worldline');
    expect(merchant('WORLDLINE SCHWEIZ *CAFE BAHNHOF THUN', 'CH')).toMatch(/^Cafe Bahnhof/);
    expect(processor('SIX PAYMENT SERVICES *VELO HUBER', 'CH')).toBe('SIX');
  });

  it('reads a bare short prefix before a shop whose web address repeats its name', () => {
    expect(processor('SP LUNA LEATHER GOODS LUNALEATHERG')).toBe('Shopify');
    expect(merchant('SP LUNA LEATHER GOODS LUNALEATHERG')).toBe('Luna Leather Goods');
    expect(processor('SP LUNA LEATHER GOODS')).toBeNull();
  });

  it("reads the provider's own bill with a legal form, an ACH code or a web word, or nothing after its name", () => {
    expect(processor('KLARNA BANK AB (PUBL) AUTOGIRO 998877', 'SE')).toBeNull();
    expect(merchant('KLARNA BANK AB (PUBL) AUTOGIRO 998877', 'SE')).toBe('Klarna');
    expect(processor('AFFIRM INC LOAN PAYMENT ACH PPD')).toBeNull();
    expect(processor('SHOPIFY* 204455667 ONLINE CA', 'CA')).toBeNull();
    expect(processor('AFFIRM.COM PAYMENTS')).toBeNull();
    expect(merchant('AFFIRM.COM PAYMENTS')).toBe('Affirm');
  });

  it("reads a brand of the processor's own company behind its prefix as the company's own bill", () => {
    expect(processor('GOOGLE *GOOGLE ONE g.co/helppay#')).toBeNull();
    expect(processor('GOOGLE *Duolingo g.co/helppay#')).toBe('Google Play');
  });

  it('reads a star-less wallet line to a glued given name and surname as a person, not a shop', () => {
    expect(processor('PAYPAL *ELLIEMORGAN', 'GB')).toBeNull();
  });

  it('keeps the processor of a chain with the Hong Kong wallet prefix', () => {
    expect(processor('ALIPAYHK*WELLCOME', 'HK')).toBe('Alipay');
  });

  it("reads a processor linked by 'via' at the line's start, before the shop", () => {
    expect(processor('iDEAL via Mollie Boekhandel Van Dam', 'NL')).toBe('Mollie');
    expect(merchant('iDEAL via Mollie Boekhandel Van Dam', 'NL')).toBe('Boekhandel van Dam');
    expect(processor('Stripe via iDEAL Yogaschool Lotus', 'NL')).toBe('Stripe');
  });

  it("skips a wallet's payment reference and purchase phrase printed before the shop", () => {
    expect(merchant('PayPal Europe S.a.r.l. et Cie S.C.A. Ihr Einkauf bei Buchhandlung Lesezeichen', 'DE')).toBe('Buchhandlung Lesezeichen');
    expect(merchant('Lastschrift PayPal Europe S.a.r.l. et Cie S.C.A 1041122334455/PP.5678.PP/. Buchhandlung Lesezeichen, Ihr Einkauf bei Buchhandlung Lesezeichen', 'DE')).toBe('Buchhandlung Lesezeichen');
  });

});
