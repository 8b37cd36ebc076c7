// Round 75 causes, tested on titles written for these tests (not the tuning set's titles): the level-1 category of small
// businesses no data set knows. Dish words naming the place that sells them; the cuts French and German terminals print
// (PHIE, GASTST.); the Italian beauty centre; glued panel beaters; Greek rooms to let; shop words of goods (toys,
// electronics, shoe houses) that must stay Shopping; Thai trade words; ACADEMIA read in the country's sense.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, l1 } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 75', () => {
  beforeAll(loadProbeEngine);

  it('reads a dish word as a place to eat', () => {
    expect(l1('YILDIZ LAHMACUN SALONU ESKISEHIR', 'TR')).toBe('Food & Drink');
    expect(l1('EL REY DE LAS PUPUSAS', 'SV')).toBe('Food & Drink');
    expect(l1('POUTINE CHEZ GILLES', 'CA')).toBe('Food & Drink');
    expect(l1('KOBE TAKOYAKI HOUSE', 'US')).toBe('Food & Drink');
  });

  it('reads the cuts terminals print', () => {
    expect(l1('CB PHCIE DES HALLES', 'FR')).toBe('Health & Wellness');
    expect(l1('GASTST. ZUM HIRSCHEN', 'DE')).toBe('Food & Drink');
  });

  it('reads trade words the lists lacked', () => {
    expect(l1('CENTRO ESTETICO LUNA', 'IT')).toBe('Personal Care');
    expect(l1('CARD PURCHASE THABO PANELBEATERS', 'ZA')).toBe('Transportation');
    expect(l1('DOMATIA ELENI PAROS', 'GR')).toBe('Travel');
    expect(l1('ร้านเสริมสวย มาลี', 'TH')).toBe('Personal Care');
  });

  it('keeps shops of goods as shops, not places to eat', () => {
    expect(l1('SPEELGOED DE VOS', 'NL')).toBe('Shopping');
    expect(l1('AKSOY ELEKTRONIK', 'TR')).toBe('Shopping');
    expect(l1('SCHUHHAUS BRAUN', 'DE')).toBe('Shopping');
  });

  it('reads ACADEMIA in the country sense', () => {
    expect(l1('ACADEMIA DE MUSICA ALLEGRO', 'ES')).toBe('Education');
    expect(l1('ACADEMIA FORMA FISICA', 'BR')).toBe('Health & Wellness');
  });
});
