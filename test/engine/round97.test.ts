// Round 97 causes, tested on titles written for these tests, not the tuning set's: a shop behind a phone wallet's prefix or
// star (the wallet is the processor, no transfer to a person), romanised shop heads and -MART compounds, one-word top-ups,
// the Chilean SpA, EC and PagoBancomat before a local name, a slash-cut UPI record with a brand.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, merchant, l1, p2p, processor } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 97', () => {
  beforeAll(loadProbeEngine);

  it('reads a shop after a wallet star as the merchant and the wallet as the processor', () => {
    expect(p2p('TRUEMONEY WALLET*RAN NOODLE JAY NOK', 'TH')).toBeNull();
    expect(processor('TRUEMONEY WALLET*RAN NOODLE JAY NOK', 'TH')).toBe('TrueMoney');
    expect(p2p('LINKAJA*RM SEDAP MALAM', 'ID')).toBeNull();
    expect(processor('LINKAJA*RM SEDAP MALAM', 'ID')).toBe('LinkAja');
    expect(processor('BOOST*KEDAI MAKAN PAK ABU', 'MY')).toBe('Boost');
    expect(p2p('TOUCH N GO EWALLET FAMILYMART BANGSAR', 'MY')).toBeNull();
  });

  it('keeps a transfer to a person over the same wallets', () => {
    expect(p2p('TRUEMONEY WALLET TRANSFER TO ARUNEE P.', 'TH')).toEqual({ platform: 'TrueMoney', recipient: 'Arunee P' });
    expect(p2p('TNG EWALLET TRANSFER TO AHMAD FAUZI', 'MY')).toEqual({ platform: "Touch 'n Go eWallet", recipient: 'Ahmad Fauzi' });
  });

  it('reads a one-word top-up of a wallet as the user\'s own money', () => {
    expect(p2p('TOPUP OVO 0813XXXX1234', 'ID')).toBeNull();
    expect(p2p('TNG EWALLET RELOAD PETALING JAYA', 'MY')).toBeNull();
  });

  it('reads a wallet QRIS prefix as the wallet, not its marketplace', () => {
    expect(merchant('SHOPEEPAY QRIS WARUNG SATE PAK DARMO', 'ID')).not.toBe('Shopee');
    expect(processor('SHOPEEPAY QRIS WARUNG SATE PAK DARMO', 'ID')).toBe('ShopeePay');
  });

  it('reads the Chilean SpA as a legal form, a day spa as a spa', () => {
    expect(l1('COMPRA NAC COMERCIAL LOS AROMOS SPA TALCA', 'CL')).not.toBe('Personal Care');
    expect(l1('COMPRA NAC MED SPA ARMONIA LA SERENA', 'CL')).toBe('Personal Care');
  });

  it('drops EC and PagoBancomat before a local name', () => {
    expect(merchant('EC ZAHLUNG KONDITOREI WEBER FULDA', 'DE')).toBe('Konditorei Weber');
    expect(merchant('PAGOBANCOMAT PANIFICIO ESPOSITO SALERNO', 'IT')).toBe('Panificio Esposito');
  });

  it('reads no wallet as the processor of a slash-cut UPI record', () => {
    expect(processor('UPI/DR/512398765432/Zepto Marketplace/HDFC/zepto@hdfcbank/Groceries', 'IN')).toBeNull();
  });
});
