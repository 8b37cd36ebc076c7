// Round 31 causes (payment processors, acquirers and wallets), tested on titles written for these tests
// (not the eval sets' titles).
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, run } from '../helpers/engine-probe.js';

const proc = (title: string, country: string) => {
  const e = run(title, country).enrichments.paymentProcessor;
  return e.status === 'found' ? e.data?.name ?? null : null;
};
const merchant = (title: string, country: string) => run(title, country).enrichments.merchant.data?.name ?? null;
const p2p = (title: string, country: string) => {
  const e = run(title, country).enrichments.peerToPeer;
  return e.status === 'found' ? e.data : null;
};

describe.skipIf(!hasEngineData)('round 31', () => {
  beforeAll(loadProbeEngine);

  it('reads a prefix printed with a dash or a slash only where that separator follows it', () => {
    expect(proc('STRIPE-LANTERN CERAMICS STUDIO', 'US')).toBe('Stripe');
    expect(merchant('STRIPE-LANTERN CERAMICS STUDIO', 'US')).toBe('Lantern Ceramics Studio');
    expect(proc('IYZICO/KIRTASIYE ELIF', 'TR')).toBe('iyzico');
    // the same word opening a shop's name, no separator after it: no processor
    expect(proc('STRIPE BARBER COLLECTIVE DENVER CO', 'US')).toBeNull();
    expect(proc('IYZICO KIRTASIYE ELIF', 'TR')).toBeNull();
  });

  it('reads "ET" as a company word only in "et Cie"', () => {
    expect(proc('CB TOAST ET BEURRE LYON', 'FR')).toBeNull();
    expect(merchant('CB TOAST ET BEURRE LYON', 'FR')).toBe('Toast et Beurre');
    expect(proc('PayPal Europe S.a.r.l. et Cie S.C.A Buchhandlung Lesezeichen', 'DE')).toBe('PayPal');
  });

  it('keeps the first word of a two-word platform name in a shop name when the platform name does not go on', () => {
    // "SQUARE CASH" is Cash App (US, GB): SQUARE alone opens shop names
    expect(merchant('SQUARE DEAL HARDWARE TOLEDO OH', 'US')).toBe('Square Deal Hardware');
    expect(merchant('SQUARE PEG JOINERY LEEDS', 'GB')).toBe('Square Peg Joinery');
    expect(p2p('SQUARE CASH NATHAN BROOKS', 'US')?.platform.name).toBe('Cash App');
  });

  it('reads a country code between a processor name and its star', () => {
    expect(proc('WECHAT PAY HK*LUCKY STAR BAKERY', 'HK')).toBe('WeChat Pay');
    expect(merchant('WECHAT PAY HK*LUCKY STAR BAKERY', 'HK')).toBe('Lucky Star Bakery');
    expect(proc('CLEARPAY UK *PEBBLE AND POPPY', 'GB')).toBe('Clearpay');
    // a two-letter prefix needs its star right after it ("SQ", "PP")
    expect(proc('SQ AB *NORTHSIDE CAFE', 'US')).toBeNull();
  });

  it('reads a web address after a wallet as a shop, never a person', () => {
    expect(p2p('PAYPAL *CANDLEHOUSE.COM', 'US')).toBeNull();
    expect(proc('PAYPAL *CANDLEHOUSE.COM', 'US')).toBe('PayPal');
    // a glued person's name stays a person
    expect(p2p('PAYPAL *TOMPARKER', 'GB')?.platform.name).toBe('PayPal');
  });

  it('reads Clearpay, GCash, TrueMoney and MoMo star prefixes as processors', () => {
    expect(proc('CLEARPAY*HOLLOWAY HATS', 'GB')).toBe('Clearpay');
    expect(proc('AFTERPAY*HOLLOWAY HATS', 'AU')).toBe('Afterpay');
    expect(proc('GCASH*TAPSILOGAN SA KANTO', 'PH')).toBe('GCash');
    expect(proc('TRUEMONEY*BAAN KHANOM THAI', 'TH')).toBe('TrueMoney');
    expect(proc('MOMO*BANH XEO MUOI XIEM', 'VN')).toBe('MoMo');
    // the wallets paying people keep their p2p reading
    expect(p2p('MOMO CHUYEN TIEN DEN TRAN VAN BINH', 'VN')?.platform.name).toBe('MoMo');
    expect(p2p('GCASH SEND MONEY TO ROSALIE MENDOZA', 'PH')?.platform.name).toBe('GCash');
  });

  it("reads a provider's company name with only a debit, loan or fee after it as its own bill", () => {
    expect(proc('AFFIRM INC LOAN PAYMENT 0412', 'US')).toBeNull();
    expect(proc('SEZZLE INC LATE FEE', 'US')).toBeNull();
    // a shop after the company name is still paid through the provider
    expect(proc('Klarna Bank AB Stadium Outlet', 'SE')).toBe('Klarna');
    // its own invoice, labelled so
    expect(proc('ADYEN N.V. INVOICE 2026 0311', 'NL')).toBeNull();
  });

  it("leaves a wallet's company word before its star out of the shop's name", () => {
    expect(merchant('Satispay Europe *Gelateria Fiordilatte', 'IT')).toBe('Gelateria Fiordilatte');
    expect(proc('Satispay Europe *Gelateria Fiordilatte', 'IT')).toBe('Satispay');
  });

  it('reads Spanish COMERCIO as the label of a shop paid over a wallet', () => {
    expect(proc('BIZUM PAGO COMERCIO FERRETERIA LOPEZ', 'ES')).toBe('Bizum');
    expect(proc('PAGO BIZUM A COMERCIO HELADERIA SOLE', 'ES')).toBe('Bizum');
    expect(merchant('PAGO BIZUM A COMERCIO HELADERIA SOLE', 'ES')).toBe('Heladeria Sole');
    // a person paid over the same wallet stays a transfer
    expect(p2p('BIZUM ENVIADO A CARMEN RUIZ ORTEGA', 'ES')?.platform.name).toBe('Bizum');
  });

  it('reads a glued recipient whose rest ends in a trade word as a shop, not a person', () => {
    expect(p2p('PAYPAL *SOPHIESFLORIST', 'GB')).toBeNull();
    expect(proc('PAYPAL *SOPHIESFLORIST', 'GB')).toBe('PayPal');
    expect(p2p('PAYPAL *SOPHIEWALSH', 'GB')?.platform.name).toBe('PayPal');
  });
});
