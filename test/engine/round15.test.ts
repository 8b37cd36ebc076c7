// Round 15 causes (payment processors and channel), tested on titles written for these tests (not the
// eval sets' titles).
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, merchant, processor, channel } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 15', () => {
  beforeAll(loadProbeEngine);

  it('skips a processor\'s company name and legal form before the merchant', () => {
    expect(processor('PAYU PAYMENTS PVT LTD LENSKART', 'IN')).toBe('PayU');
    expect(merchant('PAYU PAYMENTS PVT LTD LENSKART', 'IN')).not.toMatch(/PAYMENTS|PVT|LTD/i);
    expect(processor('ADYEN N.V. DECATHLON', 'NL')).toBe('Adyen');
    expect(merchant('ADYEN N.V. DECATHLON', 'NL')).not.toMatch(/^N\b|Adyen/i);
    expect(merchant('NEXI PAYMENTS OSTERIA DEL PORTO GENOVA', 'IT')).not.toMatch(/Payments/i);
    expect(merchant('STRIPE PAYMENTS EUROPE LTD WOLT', 'FI')).not.toMatch(/Payments|Europe/i);
  });

  it('reads the processor\'s own name, a dash and a shop at the start of a title', () => {
    expect(processor('CLOVER - HARBOR LIGHTS CAFE', 'US')).toBe('Clover');
    expect(merchant('CLOVER - HARBOR LIGHTS CAFE', 'US')).not.toMatch(/Clover/i);
    // a look-alike name with no dash is no processor
    expect(processor('CLOVER FIELD BAKERY', 'US')).toBeNull();
  });

  it('reads a shop behind Mercado Pago as paid in person unless it is an online merchant', () => {
    expect(channel('MERPAGO*VERDULERIA DON TITO', 'AR')).toBe('in_store');
    expect(channel('MERCADOPAGO*MERCADOLIBRE', 'AR')).toBe('online');
  });

  it('knows NHN KCP, and BNPL processors as online', () => {
    expect(processor('KCP*GMARKET', 'KR')).toBe('NHN KCP');
    expect(channel('KCP*GMARKET', 'KR')).toBe('online');
    expect(channel('AFTERPAY *SURF SHACK BYRON BAY', 'AU')).toBe('online');
  });

  it('reads channel words: e-invoices as direct debits, Austrian till payments, web purchases, agent cash-out', () => {
    expect(channel('EFAKTURA LYSE ENERGI NOVEMBER', 'NO')).toBe('direct_debit');
    expect(channel('E-LASKU VANTAAN ENERGIA', 'FI')).toBe('direct_debit');
    expect(channel('BANKOMATKASSE BAECKEREI HUBER LINZ', 'AT')).toBe('in_store');
    expect(channel('BANKOMAT BEHEBUNG LINZ', 'AT')).toBe('atm');
    expect(channel('PLATBA NA INTERNETU MALL.CZ', 'CZ')).toBe('online');
    expect(channel('MPESA WITHDRAWAL AGENT 556677 MOMBASA', 'KE')).toBe('atm');
  });
});
