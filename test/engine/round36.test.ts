// Round 36 causes (small businesses behind a processor, wallet or QR rail; non-Latin names), tested on
// titles written for these tests (not the eval sets' titles).
import { beforeAll, describe, expect, it } from 'vitest';
import { hasEngineData, loadProbeEngine, merchant, p2p } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('a shop paid over a wallet is no person (round 36)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads a centre and a tyre shop as a business, not a recipient', () => {
    expect(p2p('KHALTI PAYMENT GURUNG COPY CENTRE', 'NP')).toBeNull();
    expect(merchant('KHALTI PAYMENT GURUNG COPY CENTRE', 'NP')).toBe('Gurung Copy Centre');
    expect(p2p('GCASH PAYMENT TO MANG TONYO VULCANIZING', 'PH')).toBeNull();
  });

  it('reads a Nordic shop compound as a business', () => {
    expect(p2p('Vipps*Sykkelbutikken Nordlys', 'NO')).toBeNull();
    expect(merchant('Vipps*Sykkelbutikken Nordlys', 'NO')).toBe('Sykkelbutikken Nordlys');
    expect(merchant('Swish betalning Gårdsbutiken Lövsta', 'SE')).toBe('Gårdsbutiken Lövsta');
  });

  it('keeps a person whose surname is such a word', () => {
    expect(p2p('GCASH SEND MONEY TO ROSALIE CENTER', 'PH')).toEqual({ platform: 'GCash', recipient: 'Rosalie Center' });
    expect(p2p('Swish till 0701234567 Anna Butikova', 'SE')?.recipient).toBe('Anna Butikova');
  });
});

describe.skipIf(!hasEngineData)('the till label of an M-Pesa "buy goods" payment (round 36)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads the shop after the till and its number, not the label', () => {
    expect(merchant('LIPA NA M-PESA TILL 661203 KARANJA BUTCHERY', 'KE')).toBe('Karanja Butchery');
    expect(merchant('MPESA BUY GOODS TILL NO 449812 ZAWADI SALON', 'KE')).toBe('Zawadi Salon');
    expect(merchant('M-PESA LIPA NA MPESA 330917 JIKONI KWA AMINA', 'KE')).toBe('Jikoni Kwa Amina');
  });

  it('keeps Swedish "till" opening a payee', () => {
    expect(p2p('Swish till 0709876543 Johan Berg', 'SE')?.recipient).toBe('Johan Berg');
  });
});
