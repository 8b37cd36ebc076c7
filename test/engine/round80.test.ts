// Round 80 causes, tested on titles written for these tests (not the tuning set's titles): the acquirer or gateway
// printed before the shop that the engine did not know (Spain's Redsys, Portugal's Easypay, YooKassa, CloudPayments,
// GMO Payment Gateway, Nets with its star); the provider's own bill read as a payment it took (its company name before nothing but a plan or
// bill word; its starred name before an account number and its own web address).
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, run, processor } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 80', () => {
  beforeAll(loadProbeEngine);

  it('knows more regional acquirers and gateways printed before the shop', () => {
    expect(processor('COMPRA TARJETA REDSYS *FARMACIA LOPEZ VALENCIA', 'ES')).toBe('Redsys');
    expect(processor('COMPRA EASYPAY *MERCEARIA DO BAIRRO COIMBRA', 'PT')).toBe('Easypay');
    expect(processor('YOOKASSA *OZON.RU', 'RU')).toBe('YooKassa');
    expect(processor('CLOUDPAYMENTS*KINOPOISK', 'KZ')).toBe('CloudPayments');
    expect(processor('GMO-PG*ZOZOTOWN', 'JP')).toBe('GMO Payment Gateway');
  });

  it('reads the Nordic acquirer Nets with its star (the parser drops NETS as a card word)', () => {
    expect(processor('NETS*BAGERIET KRONE ODENSE', 'DK')).toBe('Nets');
    expect(processor('NETS * APOTEK HJERTET BERGEN', 'NO')).toBe('Nets');
    // (without its star NETS is Singapore's debit network / a card word, no acquirer named)
    expect(processor('NETS QR HAWKER CHAN', 'SG')).toBeNull();
  });

  it("reads the provider's own plan, bill or account number as its own bill, not a processed payment", () => {
    expect(processor('CLOVER NETWORK INC SUBSCRIPTION', 'US')).toBeNull();
    expect(processor('KLARNA BANK AB FAKTURA 20261104', 'SE')).toBeNull();
    expect(processor('SHOPIFY* 447102938 HTTPSSHOPIFY.C CA', 'US')).toBeNull();
    // (a shop behind the star stays a payment through the provider)
    expect(processor('SHOPIFY* NORTHERN PINE SOAP', 'CA')).toBe('Shopify');
    expect(processor('TST* PLAN B BURGER BAR Boston MA', 'US')).toBe('Toast');
  });

  it("names the provider whose own bill it is by its own name, not its company words", () => {
    const m = (t: string, c: string) => run(t, c).enrichments.merchant.data?.name ?? null;
    expect(m('KLARNA BANK AB AUTOGIRO 20261101', 'SE')).toBe('Klarna');
    expect(m('MOLLIE B.V. FACTUUR 2026-0412', 'NL')).toBe('Mollie');
    expect(run('KLARNA BANK AB AUTOGIRO 20261101', 'SE').transaction.category.primary.name).toBe('Financial Services');
  });

  it("reads the provider's own card reader or terminal as a purchase from it, no processor", () => {
    expect(processor('SUMUP PAYMENTS LTD CARD READER 2', 'IE')).toBeNull();
    expect(run('SUMUP PAYMENTS LTD CARD READER 2', 'IE').enrichments.merchant.data?.name).toBe('SumUp');
    expect(run('SUMUP PAYMENTS LTD CARD READER 2', 'IE').transaction.category.primary.name).toBe('Shopping');
    expect(processor('SQUARE INC HARDWARE 0412', 'US')).toBeNull();
    // (a shop behind the provider's star keeps it: "SQ *BOOK READER CAFE")
    expect(processor('SQ *THE READER CAFE Austin TX', 'US')).toBe('Square');
  });
});
