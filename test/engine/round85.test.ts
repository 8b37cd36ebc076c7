// Round 85 causes (brand matching), tested on titles written for these tests, not the tuning set's:
// a chain's name printed in its own script (Thai) is the brand, as its Latin and Japanese forms are.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, merchant, l1 } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 85', () => {
  beforeAll(loadProbeEngine);

  it('reads 7-Eleven printed in Thai script, with or without the space, as the brand', () => {
    expect(merchant('เซเว่นอีเลฟเว่น สาขาอโศก', 'TH')).toBe('7-Eleven');
    expect(merchant('ซื้อสินค้า เซเว่น อีเลฟเว่น', 'TH')).toBe('7-Eleven');
    expect(l1('เซเว่นอีเลฟเว่น สาขาอโศก', 'TH')).toBe('Food & Drink');
  });
});
