// Round 59 causes (the channel of app payments), tested on titles written for these tests (not the eval sets').
import { beforeAll, describe, expect, it } from 'vitest';
import { hasEngineData, loadProbeEngine, merchant, channel } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('the channel of app payments (round 59)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('app-only ride-hailing, scooter and parking services carry mobile_app from the data', () => {
    expect(channel('HEETCH SAS LYON', 'FR')).toBe('mobile_app');
    expect(merchant('HEETCH SAS LYON', 'FR')).toBe('Heetch');
    expect(channel('BITAKSI ANKARA', 'TR')).toBe('mobile_app');
    expect(channel('PATHAO LIMITED CHITTAGONG', 'BD')).toBe('mobile_app');
    expect(channel('YANGO ABIDJAN', 'CI')).toBe('mobile_app');
    expect(channel('CELLOPARK PERTH', 'AU')).toBe('mobile_app');
  });

  it('a card-present word still makes it a payment at a reader', () => {
    expect(channel('CONTACTLESS CELLOPARK SYDNEY', 'AU')).toBe('in_store');
    expect(channel('CONTACTLESS METRO BISTRO APP LEEDS', 'GB')).toBe('in_store');
  });

  it("the service's app named after its name is a purchase in the app", () => {
    expect(channel('RUTER APP BILLETT OSLO', 'NO')).toBe('mobile_app');
    expect(channel('SKANETRAFIKEN APPEN MALMO', 'SE')).toBe('mobile_app');
    expect(channel('VR MOBIILI HELSINKI', 'FI')).toBe('mobile_app');
  });

  it('never reads APP as the first word of a shop, nor MOBILE of a fuel station', () => {
    expect(channel('POS PURCHASE APP CORNER MOBILES PUNE', 'IN')).toBe('in_store');
    expect(channel('CHEVRON 0412 MOBILE AL', 'US')).toBe('in_store');
  });
});
