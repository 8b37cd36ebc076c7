// Australia's New Payments Platform prints two names: Osko (BPAY's overlay that moves the money) and PayID (the
// addressing service). The platform reported is the one the title prints, as with every other rail; both printed:
// the first.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, p2p } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('the rail printed is the platform', () => {
  beforeAll(loadProbeEngine);

  it('reports Osko for an Osko line and PayID for a PayID line', () => {
    expect(p2p('OSKO PAYMENT TO HARRIET COLE REF SHOES', 'AU')).toEqual({ platform: 'Osko', recipient: 'Harriet Cole' });
    expect(p2p('OSKO DEPOSIT FROM BEN O HARA', 'AU')?.platform).toBe('Osko');
    expect(p2p('PAYID PAYMENT TO HARRIET COLE', 'AU')).toEqual({ platform: 'PayID', recipient: 'Harriet Cole' });
    expect(p2p('Transfer to PayID Harriet Cole Osko Payment', 'AU')?.platform).toBe('PayID');
  });
});
