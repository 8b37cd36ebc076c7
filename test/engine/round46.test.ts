// Round 46 causes (payment processors, acquirers and wallets, and the merchant behind them), tested on titles
// written for these tests (not the eval sets').
import { beforeAll, describe, expect, it } from 'vitest';
import { hasEngineData, l1, l3, loadProbeEngine, merchant, processor, channel } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('processor prefixes (round 46)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads a digit-and-letter acquirer code with a space before its star', () => {
    expect(processor('2C2P *THAI LION AIR', 'TH')).toBe('2C2P');
    expect(processor('2C2P*THAI LION AIR', 'TH')).toBe('2C2P');
  });

  it("knows PagSeguro's PAGS* and the SafetyPay gateway", () => {
    expect(processor('PAGS*SORVETERIA GELO BOM', 'BR')).toBe('PagSeguro');
    expect(processor('SAFETYPAY*LATAM AIRLINES', 'PE')).toBe('SafetyPay');
    expect(channel('SAFETYPAY*TIENDA VIRTUAL ROSALES', 'PE')).toBe('online');
    expect(channel('CCBILL.COM*ARTCLUB MEMBERS', 'US')).toBe('online');
  });

  it("reads the platform's own bill (its whole name, a star, a number) as the platform, no processor", () => {
    expect(processor('SHOPIFY* 104455321', 'CA')).toBeNull();
    expect(merchant('SHOPIFY* 104455321', 'CA')).toBe('Shopify');
    expect(processor('SP * LANTERN & OAK CANDLES', 'US')).toBe('Shopify');
  });
});

describe.skipIf(!hasEngineData)('the seller behind a processor (round 46)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('files an unknown seller of a software merchant of record under software', () => {
    expect(l3('FS *PIXELMATOR TEAM', 'GB')).toBe('Software & SaaS');
    expect(l1('PADDLE.NET* CLEANSHOT', 'US')).toBe('Services');
    expect(l1('2CO.COM*AVAST SOFTWARE', 'CZ')).toBe('Services');
  });

  it("reads a game bought through the app store's billing as bought on the phone, an unknown app as a game", () => {
    expect(channel('GOOGLE *Supercell Oy g.co/helppay#', 'FI')).toBe('mobile_app');
    expect(l1('GOOGLE *Monopoly GO g.co/helppay#', 'US')).toBe('Entertainment');
    expect(channel('GOOGLE *Headspace g.co/helppay#', 'US')).toBe('online');
    expect(channel('GOOGLE *YouTubePremium g.co/helppay#', 'US')).toBe('online');
  });

  it("drops the card's own country printed after the seller", () => {
    expect(merchant('PAYPAL *BIRCHWOODTOYS NZ', 'NZ')).toBe('Birchwoodtoys');
    expect(merchant('FLW*KUDAPAY NIGERIA', 'NG')).toBe('Kudapay');
    expect(merchant('SUMUP *TAVERNA ITALIA', 'IT')).toBe('Taverna Italia');
  });

  it('reads a brand behind a point of sale that does not serve it as a local business named like it', () => {
    expect(merchant('TST* THE BRICK HOUSE TAVERN Columbus OH', 'US')).not.toBe('The Brick');
    expect(merchant('SQ *KIWI KOFFEE CART Auckland', 'NZ')).not.toBe('Kiwi.com');
  });

  it('keeps a whole short name after "&" (no field cut)', () => {
    expect(merchant('SUMUP *CROP & BREW', 'GB')).toBe('Crop & Brew');
  });

  it('files second-hand, craft and antiques markets under shopping', () => {
    expect(l1('SUMUP *TROEDELMARKT AM DOM', 'DE')).toBe('Shopping');
    expect(l1('ZETTLE_*HARBOUR CRAFT MARKET', 'GB')).toBe('Shopping');
    expect(l1('SQ *RIVERTOWN FLEA MARKET', 'US')).toBe('Shopping');
    expect(l1('SQ *RIVERTOWN FARMERS MARKET', 'US')).toBe('Food & Drink');
  });
});
