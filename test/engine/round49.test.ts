// Round 49 causes (online and e-commerce lines: web shops printed with their domain, app-store sellers, p2p memos naming an
// online brand), tested on titles written for these tests (not the eval sets').
import { beforeAll, describe, expect, it } from 'vitest';
import { city, hasEngineData, l1, l3, loadProbeEngine, merchant, p2p, run } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('a web shop named by its domain (round 49)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads the goods or the trade glued inside the domain label', () => {
    expect(l1('WWW.HIGHLANDHONEYFARM.CO.UK', 'GB')).toBe('Food & Drink');
    expect(l1('WWW.ALPENKAESE-HUBER.AT', 'AT')).toBe('Food & Drink');
    expect(l1('WWW.MAPLEGROVECHEESE.COM 207-555-0133 ME', 'US')).toBe('Food & Drink');
    expect(l1('COMPRA WWW.SAVONNERIEDUSUD.FR', 'FR')).toBe('Personal Care');
    expect(l1('WWW.COASTALSOAPCO.COM.AU', 'AU')).toBe('Personal Care');
    expect(l3('WWW.NORDICBIKEPARTS.SE', 'SE')).toBe('Bicycle Shops');
  });

  it('keeps a label with no goods word a shop', () => {
    expect(l1('WWW.BLAUERHIMMEL-VERSAND.DE', 'DE')).toBe('Shopping');
  });

  it('reads addresses the card network cut', () => {
    expect(merchant('OLDBARNCANDLES.C 802-555-0190 VT', 'US')).toBe('Oldbarncandles');
    expect(merchant('WWW.ISLANDTEAMERCHANTS.COM.A', 'AU')).toBe('Islandteamerchants');
    expect(run('CB FROMAGERIE-DUVAL.F', 'FR').transaction.channel).toBe('online');
  });

  it('reads no town inside a hyphenated domain label', () => {
    expect(city('WWW.ENOTECA-FIRENZE.IT', 'IT')).toBeNull();
    expect(merchant('WWW.ENOTECA-FIRENZE.IT', 'IT')).toBe('Enoteca Firenze');
  });
});

describe.skipIf(!hasEngineData)('a seller behind an app store (round 49)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('takes an unknown seller billed by Google Play for an in-app purchase', () => {
    expect(l1('GOOGLE *Merge Dragons Deluxe g.co/helppay#', 'GB')).toBe('Entertainment');
    expect(l3('GOOGLE *PIXEL FARM SAGA', 'DE')).toBe('In-Game Purchases');
  });

  it('does not take the store owner\'s own services for an app', () => {
    expect(l3('GOOGLE *CLOUD 7QX2LM', 'US')).not.toBe('In-Game Purchases');
    expect(l3('GOOGLE *DOMAINS', 'US')).not.toBe('In-Game Purchases');
  });
});

describe.skipIf(!hasEngineData)('a p2p memo naming an online brand (round 49)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('ends the recipient before a whole online brand word', () => {
    expect(p2p('PIX ENVIADO JULIANA ROCHA ALVES IFOOD', 'BR')).toEqual({ platform: 'Pix', recipient: 'Juliana Rocha Alves' });
    expect(p2p('SWISH BETALNING ANNA BERG WOLT', 'SE')).toEqual({ platform: 'Swish', recipient: 'Anna Berg' });
  });

  it('keeps a two-word name whole', () => {
    expect(p2p('SWISH BETALNING ANNA WOLT', 'SE')?.recipient).toBe('Anna Wolt');
  });
});
