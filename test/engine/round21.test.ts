// Round 21 causes (processors and wallets of many regions), tested on titles written for these tests (not
// the eval sets' titles).
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, run, merchant, processor } from '../helpers/engine-probe.js';

const p2p = (title: string, country: string) => {
  const p = run(title, country).enrichments.peerToPeer;
  return p.status === 'found' ? p.data! : null;
};

describe.skipIf(!hasEngineData)('round 21', () => {
  beforeAll(loadProbeEngine);

  it('keeps a place after an article or preposition in the name', () => {
    expect(merchant('TRATTORIA DEL LAGO COMO', 'IT')).toMatch(/^Trattoria del Lago/i);
    expect(merchant('KAFFEBAREN I MALMO', 'SE')).toMatch(/Malm/i);
    // a place after a plain name is still cut off
    expect(merchant('KAFFEBAREN MALMO', 'SE')).not.toMatch(/Malm/i);
  });

  it('reads a wallet before a trade word as the wallet paying a shop, and a person as a transfer', () => {
    expect(processor('VIPPS*KAFFEBAR SOLSIDEN', 'NO')).toBe('Vipps');
    expect(processor('MOBILEPAY PIZZERIA ROMA ODENSE', 'DK')).toBe('MobilePay');
    expect(processor('VIPPS*OLA NORDMANN', 'NO')).toBeNull();
    expect(p2p('VIPPS*OLA NORDMANN', 'NO')?.platform.name).toBe('Vipps');
  });

  it('reads "shop" words of wallet markets as a business, never a person', () => {
    expect(p2p('DANA*TOKO SEPATU MAJU', 'ID')).toBeNull();
    expect(processor('DANA*TOKO SEPATU MAJU', 'ID')).toBe('DANA');
  });

  it('reads a known brand right after a wallet and its payment word as the wallet paying that shop', () => {
    expect(processor('SWISH BETALNING IKEA BARKARBY', 'SE')).toBe('Swish');
    // not a rail record cut into fields
    expect(processor('UPI/DR/412345678901/Swiggy/YESB/swiggy@ybl/Order', 'IN')).toBeNull();
  });

  it('skips the "by Bancontact" brand line of Payconiq', () => {
    expect(merchant('PAYCONIQ BY BANCONTACT BAKKERIJ DE ZON GENT', 'BE')).toMatch(/^Bakkerij/i);
  });
});
