// Round 63 causes, tested on titles written for these tests (not the eval sets' titles): abbreviated town names printed
// without their linking words, a city glued to the end of the name (whole or cut by the field's end) or glued by its first
// word before the state, Luxembourg's towns before the LU tag, a host's first name after DA / CHEZ / BEI, and the English
// names of Malta's towns and Beersheba's Hebrew name.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, city } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 63', () => {
  beforeAll(loadProbeEngine);

  it('reads abbreviated saints and names printed without their linking words', () => {
    expect(city('COMPRA DROGARIA VIDA S.JOSE CAMPOS', 'BR')).toBe('São José dos Campos');
    expect(city('COMPRA FERRETERIA LUZ STA CRUZ TENERIFE', 'ES')).toBe('Santa Cruz de Tenerife');
    expect(city('TIO PEPE CANTINA SN DIEGO CA', 'US')).toBe('San Diego');
    expect(city('PAGO BAR ZURRIOLA S.SEBASTIAN', 'ES')).toMatch(/^San Sebasti/);
  });

  it('reads a large city glued to the end of the name', () => {
    expect(city('BLUMENHAUS WEISSDRESDEN', 'DE')).toBe('Dresden');
    expect(city('FIETSHANDEL DE WITROTTERDA', 'NL')).toBe('Rotterdam');
    expect(city('SUNSET NAILS SPALOS ANGELES CA', 'US')).toBe('Los Angeles');
    // compounds ending in a short city's name stay no place
    expect(city('KANTINE MITTAGESSEN', 'DE')).toBeNull();
    expect(city('SPORTHALLE', 'DE')).toBeNull();
  });

  it('reads a town of Luxembourg before the LU tag, and the capital from the tag alone', () => {
    expect(city('ACHAT BOULANGERIE FEIDT DIFFERDANGE LU', 'LU')).toBe('Differdange');
    expect(city('PAIEMENT VPAY CACTUS LU', 'LU')).toBe('Luxembourg');
  });

  it('reads a small town after DA, CHEZ or BEI as the host\'s first name', () => {
    expect(city('RISTORANTE DA CIRO', 'IT')).toBeNull();
    expect(city('CB BISTROT CHEZ ARNAUD NICE', 'FR')).toBe('Nice');
  });

  it('reads the English names of Malta\'s towns and Beersheba\'s Hebrew name', () => {
    expect(city('POS KIOSK LUCA ST JULIANS MT', 'MT')).toBe('San Ġiljan');
    expect(city('POS FALAFEL MOSHE BEER SHEVA', 'IL')).toBe('Beersheba');
  });
});
