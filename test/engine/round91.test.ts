// Round 91 cause (regional PSPs and wallets missing from the processor list), tested on titles written for these tests,
// not the tuning set's: a star- or separator-printed PSP/wallet prefix is the processor; the bare word without its star is not.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, processor } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 91', () => {
  beforeAll(loadProbeEngine);

  it('reads regional PSP and wallet prefixes printed with a star or separator', () => {
    expect(processor('LIQPAY*NOVA POSHTA KYIV', 'UA')).toBe('LiqPay');
    expect(processor('WAYFORPAY*MAKEUP.COM.UA', 'UA')).toBe('WayForPay');
    expect(processor('JAZZCASH*DARAZ LAHORE', 'PK')).toBe('JazzCash');
    expect(processor('PAYHERE*PICKME COLOMBO', 'LK')).toBe('PayHere');
    expect(processor('OCTOPUS *WELLCOME CAUSEWAY BAY', 'HK')).toBe('Octopus');
    expect(processor('NETWORK INTL*SPINNEYS ABU DHABI', 'AE')).toBe('Network International');
  });

  it('does not read the bare word as a processor', () => {
    expect(processor('OCTOPUS GARDEN SUSHI BAR BRISTOL', 'GB')).toBeNull();
    expect(processor('LYDIA FLOWERS BOUTIQUE MANCHESTER', 'GB')).toBeNull();
  });
});
