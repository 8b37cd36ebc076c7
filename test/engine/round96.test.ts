// Round 96 causes (level-1 category fallbacks), tested on titles written for these tests, not the tuning set's: a wallet's own
// pot or top-up (also paid by card) read as a shop; Thai "restaurant"; parking, toll, car-wash and EV-charging words of languages
// the trade lists lacked.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, l1 } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 96', () => {
  beforeAll(loadProbeEngine);

  it("reads a wallet's pot with a user's name and a top-up paid by card as own transfers", () => {
    expect(l1('MONZO POT DEPOSIT PIZZA NIGHT', 'GB')).toBe('Transfers');
    expect(l1('REVOLUT TOP UP BY CARD ENDING 9931', 'IE')).toBe('Transfers');
    // a shop paid over the wallet keeps its trade
    expect(l1('MONZO PIZZA EXPRESS', 'GB')).toBe('Food & Drink');
  });

  it('reads the Thai word for restaurant', () => {
    expect(l1('ร้านอาหารบ้านไม้ เชียงใหม่', 'TH')).toBe('Food & Drink');
  });

  it('reads parking, tolls, car washes and charging in more languages', () => {
    expect(l1('KORTKJOP PARKERING SENTRUM BERGEN', 'NO')).toBe('Transportation');
    expect(l1('KARTYAS FIZETES AUTOMOSO KFT PECS', 'HU')).toBe('Transportation');
    expect(l1('PLATNOSC KARTA MYJNIA SAMOOBSLUGOWA GDYNIA', 'PL')).toBe('Transportation');
    expect(l1('KARTENZAHLUNG LADESTATION STADTWERKE ULM', 'DE')).toBe('Transportation');
    expect(l1('VISA VARE BOMPENGER FJELLINJEN', 'NO')).toBe('Transportation');
  });
});
