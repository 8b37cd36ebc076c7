// Round 28 causes (the tagger names unknown businesses and stays stable), tested on titles written for these
// tests (not the eval sets' titles).
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, run } from '../helpers/engine-probe.js';

const merchant = (title: string, country: string) => {
  const m = run(title, country).enrichments.merchant;
  return m.status === 'found' ? m.data?.name ?? null : null;
};

describe.skipIf(!hasEngineData)('round 28', () => {
  beforeAll(loadProbeEngine);

  it('reads the Turkish FAST payment words as bank words before the payee, known brand or not', () => {
    // A brand whose key holds digits is looked up only where the name starts: the bank words must be known.
    expect(merchant('FAST ODEME A101 KOCAELI', 'TR')).toBe('A101');
    expect(merchant('FAST ILE ODEME 7ELEVEN', 'TR')).toBe('7-Eleven');
    expect(merchant('FAST ODEME ANADOLU KIRTASIYE', 'TR')).toBe('Anadolu Kirtasiye');
  });
});
