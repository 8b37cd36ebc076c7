// Round 89 causes (category of local businesses; rent to a person), tested on titles written for these tests, not the
// tuning set's: rent sent to a person's payee field is a transfer between people (readable convention t10-306), to a
// letting company it stays Housing; a given name and a trade's agent noun over a p2p rail is a person; the Turkish
// pharmacy's cut ECZ.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, l1 } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 89', () => {
  beforeAll(loadProbeEngine);

  it('reads rent sent to a named person as a transfer, in several languages', () => {
    expect(l1('UEBERWEISUNG AN SABINE BAUER MIETE OKTOBER', 'DE')).toBe('Transfers');
    expect(l1('VIR SEPA MME MARTIN CLAIRE LOYER OCTOBRE', 'FR')).toBe('Transfers');
    expect(l1('TRANSFERENCIA A FAVOR DE MARIA GARCIA ALQUILER OCTUBRE', 'ES')).toBe('Transfers');
    expect(l1('OVERBOEKING NAAR K VAN DIJK HUUR OKTOBER', 'NL')).toBe('Transfers');
  });

  it('keeps rent to a letting company, or with no payee, as housing', () => {
    expect(l1('UEBERWEISUNG AN HAUSVERWALTUNG SEIDEL GMBH MIETE OKTOBER', 'DE')).toBe('Housing & Utilities');
    expect(l1('DAUERAUFTRAG MIETE MAI WOHNUNG 2.OG', 'DE')).toBe('Housing & Utilities');
  });

  it('reads a given name and a trade noun that is a family name, paid over a p2p rail, as a person', () => {
    expect(l1('ZELLE PAYMENT TO LINDA BUTCHER', 'US')).toBe('Transfers');
  });

  it('reads the Turkish ECZ. as a pharmacy', () => {
    expect(l1('POS ECZ. GUNES KONAK IZMIR', 'TR')).toBe('Health & Wellness');
  });
});
