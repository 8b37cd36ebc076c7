// Round 10 causes, tested on titles written for these tests (not the eval sets' titles): TAP* as Tap
// Payments' prefix, online-only gateways staying online with a printed city, katakana readings of
// Japanese towns, Nordic policy and grid words after a direct-debit payee, BenefitPay and CMI,
// Japanese kana transfer words, Swedish / Polish "from" before a p2p sender.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, run, merchant, l1, city, p2p, processor, channel } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 10', () => {
  beforeAll(loadProbeEngine);

  it('reads TAP* as Tap Payments, and a contactless TAP as a card word', () => {
    expect(processor('TAP*OUD ELITE PERFUMES', 'KW')).toBe('Tap Payments');
    expect(merchant('TAP*OUD ELITE PERFUMES', 'KW')).toBe('Oud Elite Perfumes');
    expect(processor('TAP PURCHASE COSTA COFFEE MANCHESTER', 'GB')).toBeNull();
  });

  it('keeps an online-only gateway online when a city follows its descriptor', () => {
    expect(channel('TELR*GOLDEN SANDS BOUTIQUE DUBAI', 'AE')).toBe('online');
    expect(channel('PAYSTACK*CHIDI GADGETS LAGOS', 'NG')).toBe('online');
    expect(channel('TRANZILA*SHUK HACARMEL SPICES TEL AVIV', 'IL')).toBe('online');
  });

  it('cuts a Japanese town printed in katakana after a shop name', () => {
    expect(city('ﾃﾞﾋﾞｯﾄ ﾊﾟﾃｨｽﾘｰ ﾐﾄﾞﾘ ｾﾝﾀﾞｲ', 'JP')).toBe('Sendai');
    expect(city('カード利用　ヤキトリ　ゲンキ　ヒロシマ', 'JP')).toBe('Hiroshima');
  });

  it('cuts Nordic policy and grid words after a direct-debit payee', () => {
    expect(merchant('AVTALEGIRO TRYG INNBOFORSIKRING', 'NO')).not.toMatch(/INNBO/i);
    expect(l1('AUTOGIRO LANSFORSAKRINGAR VILLAFORSAKRING', 'SE')).toBe('Financial Services');
    expect(channel('BS BETALING CODAN INDBO', 'DK')).toBe('direct_debit');
  });

  it('reads BenefitPay and CMI as processors', () => {
    expect(processor('BENEFITPAY COFFEE DAY SEEF', 'BH')).toBe('BenefitPay');
    expect(p2p('BENEFITPAY COFFEE DAY SEEF', 'BH')).toBeNull();
    expect(processor('CMI*RIAD YASMINE FES', 'MA')).toBe('CMI');
  });

  it('reads Japanese kana transfer words', () => {
    expect(run('ﾌﾘｺﾐ ｲﾉｳｴ ｹﾝｼﾞ', 'JP').transaction.channel).toBe('bank_transfer');
    expect(l1('ﾌﾘｺﾐ ｲﾉｳｴ ｹﾝｼﾞ', 'JP')).toBe('Transfers');
  });

  it('reads Swedish and Polish "from" before a p2p sender', () => {
    expect(p2p('SWISH FRAN OSKAR BERG', 'SE')?.recipient).toBe('Oskar Berg');
    expect(p2p('BLIK PRZELEW OD MARTA NOWAK', 'PL')?.recipient).toBe('Marta Nowak');
  });
});
