// Round 99 causes, tested on titles written for these tests, not the tuning set's: an animal word opening a clinic compound
// (a vet, not a doctor), a generic clinic word before another trade word, a bare shop sign whose trade word only the OSM
// vocabulary knows.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, merchant, l1 } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 99', () => {
  beforeAll(loadProbeEngine);

  it('reads an animal clinic compound as a vet', () => {
    expect(l1('DIERENKLINIEKPRAKTIJK DE HOEF', 'NL')).toBe('Services');
    expect(l1('TIERKLINIKUM ISARTAL', 'DE')).toBe('Services');
    expect(l1('ELAINSAIRAALA TASSU', 'FI')).toBe('Services');
    expect(l1('DYREKLINIKKEN HAVNEGATA', 'NO')).toBe('Services');
  });

  it('keeps clinics and animal shops that are no vet', () => {
    expect(l1('ZAHNARZTPRAXIS DR SEIBOLD', 'DE')).toBe('Health & Wellness');
    expect(l1('DIERENWINKEL KWISPEL', 'NL')).toBe('Shopping');
    expect(l1('KLINIKKEN SENTRUM', 'NO')).toBe('Health & Wellness');
  });

  it('lets a generic clinic word yield to the next trade word', () => {
    expect(l1('CLIN. VET. LOS PINOS', 'ES')).toBe('Services');
    expect(l1('CLINICA DENTAL LAS PALMERAS', 'ES')).toBe('Health & Wellness');
  });

  it('reads a bare shop sign by a trade word of the OSM vocabulary', () => {
    expect(merchant('ХИМЧИСТКА ЛАСТОЧКА', 'RU')).not.toBeNull();
    expect(l1('ХИМЧИСТКА ЛАСТОЧКА', 'RU')).toBe('Services');
    expect(merchant('ИВАН ПЕТРОВ', 'RU')).toBeNull();
  });
});
