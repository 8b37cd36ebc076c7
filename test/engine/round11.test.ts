// Round 11 causes, tested on titles written for these tests (not the eval sets' titles): a regional
// wallet printed first, then a payment word, then a shop is the wallet paying the shop (processor =
// the wallet, merchant = the shop), while the same wallets paying a person stay p2p.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, run, merchant, p2p, processor } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 11', () => {
  beforeAll(loadProbeEngine);

  it('reads a wallet with a merchant-payment word before a shop as the wallet paying the shop', () => {
    expect(processor('MTN MOMO MERCHANT PAY AUNTIE AKOSUA CHOP BAR', 'GH')).toBe('MTN MoMo');
    expect(merchant('MTN MOMO MERCHANT PAY AUNTIE AKOSUA CHOP BAR', 'GH')).not.toMatch(/MTN/i);
    expect(processor('ORANGE MONEY PAIEMENT MARCHAND QUINCAILLERIE DU FLEUVE', 'SN')).toBe('Orange Money');
    expect(run('ORANGE MONEY PAIEMENT MARCHAND QUINCAILLERIE DU FLEUVE', 'SN').enrichments.peerToPeer.status).not.toBe('found');
  });

  it('needs a trade word after a plain payment word, and keeps people and labelled payees as transfers', () => {
    expect(processor('BKASH PAYMENT RAHIM PHARMACY', 'BD')).toBe('bKash');
    expect(p2p('SWISH BETALNING JOHAN EKLUND', 'SE')?.platform).toBe('Swish');
    expect(processor('SWISH BETALNING JOHAN EKLUND', 'SE')).toBeNull();
    expect(processor('MTN MOMO TRANSFER TO KWESI MENSAH', 'GH')).toBeNull();
    expect(processor('ZELLE PAYMENT TO BRANDON LEE CONF# 77AB', 'US')).toBeNull();
  });

  it('leaves QR, bill and buy-goods rails to the rail rule (no processor)', () => {
    expect(processor('M-PESA PAYBILL NAIROBI WATER', 'KE')).toBeNull();
    expect(processor('GCASH PAY QR TINDAHAN NI MANG BEN', 'PH')).toBeNull();
  });
});

describe.skipIf(!hasEngineData)('round 11: legal forms', () => {
  beforeAll(loadProbeEngine);

  it('cuts Portuguese, Italian, Egyptian, Greek and Russian legal forms from an unknown business', () => {
    expect(merchant('COMPRA 7781 CHURRASQUEIRA DO LARGO LDA COIMBRA', 'PT')).toBe('Churrasqueira do Largo');
    expect(merchant('ADDEBITO SDD PISCINA DELFINO SSD ARL', 'IT')).toBe('Piscina Delfino');
    expect(merchant('ПОКУПКА ООО ЦВЕТОЧНЫЙ САД', 'RU')).not.toMatch(/ООО/i);
  });
});
