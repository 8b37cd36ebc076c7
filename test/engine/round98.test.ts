// Round 98 causes (the city printed on card lines), tested on titles written for these tests, not the tuning set's:
// five-word town names with linking words, Danish KGS., Spain's Gran Vía before the town; control: a street named after a town.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, city } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 98', () => {
  beforeAll(loadProbeEngine);

  it('reads a five-word town with linking words', () => {
    expect(city('OXXO 1234 SAN CRISTOBAL DE LAS CASAS', 'MX')).toBe('San Cristóbal de las Casas');
    expect(city('HIPERMAXI SANTA CRUZ DE LA SIERRA', 'BO')).toBe('Santa Cruz de la Sierra');
    expect(city('COMPRA LA ANONIMA SAN MARTIN DE LOS ANDES', 'AR')).toBe('San Martín de los Andes');
  });

  it('reads the Danish KGS. and a town after Gran Via', () => {
    expect(city('DANKORT 7-ELEVEN KGS. LYNGBY', 'DK')).toBe('Kongens Lyngby');
    expect(city('COMPRA TARJ. MANGO GRAN VIA MADRID', 'ES')).toBe('Madrid');
  });

  it('still reads a town inside a street\'s name as the street', () => {
    expect(city('BAR VIA ROMA 12', 'IT')).toBeNull();
  });
});
