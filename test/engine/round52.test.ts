// Round 52 causes (the category of businesses in no data set: trade words of more languages, their Latin
// transliterations, the cuts card networks print, and a trade word joined to a brand by "de / du / of"), tested on
// titles written for these tests (not the eval sets').
import { beforeAll, describe, expect, it } from 'vitest';
import { hasEngineData, l1, loadProbeEngine, merchant } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('trade words of local businesses (round 52)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads trade words of more languages as whole words', () => {
    expect(l1('KORTKOP FRISERSALONG SAXA', 'SE')).toBe('Personal Care');
    expect(l1('VASARLAS FODRASZ KATALIN', 'HU')).toBe('Personal Care');
    expect(l1('VARER TANNLEGE HOLM', 'NO')).toBe('Health & Wellness');
    expect(l1('DANKORT BOGHANDEL NORD', 'DK')).toBe('Shopping');
    expect(l1('POS HARCAMA KIRTASIYECI DERYA', 'TR')).toBe('Shopping');
    expect(l1('KARTENZAHLUNG GETRAENKEMARKT SCHULZE', 'DE')).toBe('Food & Drink');
  });

  it('reads Latin transliterations of Cyrillic, Greek and Arabic trade words', () => {
    expect(l1('POKUPKA PARIKMAKHERSKAYA ZHASMIN', 'RU')).toBe('Personal Care');
    expect(l1('OPLATA STOMATOLOGIYA ULYBKA', 'RU')).toBe('Health & Wellness');
    expect(l1('AGORA KOMMOTIRIO ARIADNI', 'GR')).toBe('Personal Care');
    expect(l1('POS PURCHASE HALLAQ AL AMEER', 'AE')).toBe('Personal Care');
    expect(l1('PAIEMENT TPE HANOUT EL AMANE', 'MA')).toBe('Food & Drink');
  });

  it('reads English trades no list named and the cuts networks print', () => {
    expect(l1('CARD PAYMENT TO BRIARWOOD CHIROPODIST', 'GB')).toBe('Health & Wellness');
    expect(l1('POS DEBIT OLD MILL UPHOLSTERY', 'US')).toBe('Services');
    expect(l1('POS PURCHASE EASTGATE HDWR', 'US')).toBe('Shopping');
    expect(l1('DEBIT PURCHASE LA PALMA SPRMKT', 'US')).toBe('Food & Drink');
    expect(l1('POS DEBIT KESTREL PLMBG', 'US')).toBe('Services');
  });

  it('reads a pharmacy cut by country (FARM. in Greece, APT. in Poland, COAF. in Romania)', () => {
    expect(l1('AGORA FARM. DIMITRIOU', 'GR')).toBe('Health & Wellness');
    expect(l1('PLATNOSC KARTA APT. NA ROGU', 'PL')).toBe('Health & Wellness');
    expect(l1('PLATA POS COAF. DIANA', 'RO')).toBe('Personal Care');
  });

  it('reads a trade word, "du" and a brand word as a local business', () => {
    expect(merchant('CB PHARMACIE DU CANAL ST MARTIN', 'FR')).not.toBe('Canal+');
    expect(l1('CB BOULANGERIE DU CANAL', 'FR')).toBe('Food & Drink');
  });

  it('reads a first name and a trade noun after a transfer lead, or a brand word after a title, as a person', () => {
    expect(merchant('ONLINE TRANSFER TO DANIEL BARBER', 'US')).toBeNull();
    expect(l1('ONLINE TRANSFER TO DANIEL BARBER', 'US')).toBe('Transfers');
    expect(merchant('VIR SEPA MME BOULANGER ANNE ANNIVERSAIRE', 'FR')).toBeNull();
  });

  it('keeps a glued compound of trade words whole', () => {
    expect(merchant('TWINT *PHYSIOTHERAPIEPRAXIS ROTH', 'CH') ?? '').not.toMatch(/\bthe\b/i);
  });
});
