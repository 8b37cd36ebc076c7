// Round 55 causes (payment processors, wallets and acquirers: the provider's own fee line), tested on titles written
// for these tests (not the eval sets').
import { beforeAll, describe, expect, it } from 'vitest';
import { hasEngineData, l1, l3, loadProbeEngine, merchant, run, processor } from '../helpers/engine-probe.js';

const peer = (title: string, country: string) => run(title, country).enrichments.peerToPeer.data ?? null;

describe.skipIf(!hasEngineData)("a payment provider's own fee (round 55)", () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('names the provider as the merchant, with no processor', () => {
    expect(merchant('ADYEN N.V. PROCESSING FEES 2026-11', 'NL')).toBe('Adyen');
    expect(processor('ADYEN N.V. PROCESSING FEES 2026-11', 'NL')).toBeNull();
    expect(merchant('SUMUP PAYMENTS LTD TRANSAKTIONSGEBUEHREN', 'AT')).toBe('SumUp');
    expect(processor('SUMUP PAYMENTS LTD TRANSAKTIONSGEBUEHREN', 'AT')).toBeNull();
    expect(merchant('MYPOS LTD TRANSAKSJONSGEBYR', 'NO')).toBe('myPOS');
    expect(merchant('RAZORPAY SOFTWARE PVT LTD CHARGES 88120', 'IN')).toBe('Razorpay');
  });

  it('files it under Financial Services, a reminder fee as a late payment fee', () => {
    expect(l1('PAYU S.A. PROWIZJA', 'PL')).toBe('Financial Services');
    expect(l1('AFFIRM INC LATE FEE 0412', 'US')).toBe('Financial Services');
    expect(l3('KLARNA BANK AB PURREGEBYR', 'NO')).toBe('Late Payment Fees');
  });

  it('reads no payment to a person in the fee words', () => {
    expect(peer('PAYPAL CURRENCY EXCHANGE FEE', 'GB')).toBeNull();
  });

  it('keeps a shop behind the provider a shop', () => {
    expect(processor('SUMUP *CAFE TARIFA', 'ES')).toBe('SumUp');
    expect(processor('STRIPE*FEEFO REVIEWS', 'GB')).toBe('Stripe');
    expect(merchant('MOLLIE *KAASHANDEL VOS', 'NL')).toBe('Kaashandel Vos');
  });
});
