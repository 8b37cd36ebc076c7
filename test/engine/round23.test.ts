// Round 23 causes (channel and the recurring flag), tested on titles written for these tests (not the
// eval sets' titles).
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, run, merchant, channel } from '../helpers/engine-probe.js';

const recurring = (title: string, country: string) => run(title, country).transaction.subscription.recurring;

describe.skipIf(!hasEngineData)('round 23', () => {
  beforeAll(loadProbeEngine);

  it('reads card-not-present words of more layouts as a purchase made at a distance', () => {
    expect(channel('MAIL ORDER HAMPTON SEED CO', 'US')).toBe('online');
    expect(channel('PAIEMENT CB VAD ATELIER DES PLANTES', 'FR')).toBe('online');
    expect(channel('COMPRA NO PRESENCIAL FERRETERIA LUZ', 'ES')).toBe('online');
    expect(channel('NETHANDEL CYKELSHOPPEN', 'DK')).toBe('online');
  });

  it('keeps contactless and wallet words out of the shop\'s name', () => {
    expect(merchant('PAGO SIN CONTACTO FRUTERIA PACO MADRID', 'ES')).not.toMatch(/Contacto/i);
    expect(merchant('SAMSUNG PAY KWIK TRIP 1234 MADISON WI', 'US')).not.toMatch(/Samsung/i);
    expect(channel('SAMSUNG PAY KWIK TRIP 1234 MADISON WI', 'US')).toBe('in_store');
  });

  it('tells an app purchase from a web one', () => {
    expect(channel('IN-APP PURCHASE PUZZLE KINGDOM', 'GB')).toBe('mobile_app');
  });

  it('reads a leading PAD on a Canadian title as a pre-authorized debit, not a Thai dish', () => {
    expect(channel('PAD MAPLE LEAF INSURANCE', 'CA')).toBe('direct_debit');
    expect(channel('PAD THAI HOUSE TORONTO', 'CA')).not.toBe('direct_debit');
  });

  it('reads a business the data does not know as an airline by its words', () => {
    expect(channel('SKYLARK AIRWAYS LTD NAIROBI', 'KE')).toBe('online');
  });

  it('does not make a one-off transfer naming rent recurring; a standing order stays recurring', () => {
    expect(recurring('TRANSFER TO J BLOGGS REF RENT MARCH', 'GB')).toBe(false);
    expect(recurring('STANDING ORDER TO J BLOGGS RENT', 'GB')).toBe(true);
    expect(recurring('ZLECENIE STALE CZYNSZ MIESZKANIE', 'PL')).toBe(true);
  });
});
