// Round 43 causes (lines printed in the merchant's own script: kana, Han, Hangul, Greek, Cyrillic, Arabic, Hebrew,
// Thai, Georgian, Armenian), tested on titles written for these tests (not the eval sets').
import { beforeAll, describe, expect, it } from 'vitest';
import { city, hasEngineData, l1, loadProbeEngine, merchant } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)("the merchant's own script (round 43)", () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads trade words of more Cyrillic languages, Greek, Arabic and Hebrew', () => {
    expect(l1('КУПОВИНА АПОТЕКА ЛИПА НИШ', 'RS')).toBe('Health & Wellness');
    expect(l1('Покупка ДӘРІХАНА АҚБОТА', 'KZ')).toBe('Health & Wellness');
    expect(l1('ОПЛАТА ГОСТИНИЦА ЮБИЛЕЙНАЯ', 'RU')).toBe('Travel');
    expect(l1('ΑΓΟΡΑ ΚΟΜΜΩΤΗΡΙΟ ΜΑΡΙΑ', 'GR')).toBe('Personal Care');
    expect(l1('شراء مستوصف النور', 'SA')).toBe('Health & Wellness');
    expect(l1('شراء مكتبة النور', 'EG')).toBe('Shopping');
    expect(l1('רכישה מאפיית הכרמל', 'IL')).toBe('Food & Drink');
  });

  it('reads the Arabic article and prepositions glued to a trade word', () => {
    expect(l1('شراء محل السعادة للملابس', 'AE')).toBe('Shopping');
  });

  it('reads kana readings and Chinese / Korean words of trades', () => {
    expect(l1('ﾃﾞﾋﾞｯﾄ ｲﾄｳｼｶｲｲﾝ', 'JP')).toBe('Health & Wellness');
    expect(l1('ｶｰﾄﾞ ﾄﾞｳﾌﾞﾂﾋﾞｮｳｲﾝ ｻｸﾗ', 'JP')).toBe('Services');
    expect(l1('체크카드 승인 행복동물병원', 'KR')).toBe('Services');
    expect(l1('승인 바닷가펜션', 'KR')).toBe('Travel');
    expect(l1('POS消费 厦门鹭江大酒店', 'CN')).toBe('Travel');
    expect(l1('快捷支付-东方电力', 'CN')).toBe('Housing & Utilities');
  });

  it('reads a Han city glued before the shop with 市, or before a trade that is no dish', () => {
    expect(city('消费 成都市佳美口腔诊所', 'CN')).toBe('Chengdu');
    expect(city('消费 厦门鹭江大酒店', 'CN')).toBe('Xiamen');
    expect(city('支付宝 兰州拉面馆', 'CN')).toBeNull();
  });

  it('leaves purchase words of more languages and kana branches out of the name', () => {
    expect(merchant('ПЛАЩАНЕ ПОС КАФЕ ЛОЗАТА', 'BG')).toBe('Кафе Лозата');
    expect(merchant('חיוב מכבסה הדר', 'IL')).toBe('מכבסה הדר');
    expect(merchant('ﾃﾞﾋﾞｯﾄ ﾋｶﾘﾔｯｷｮｸ ｵｵﾐﾔﾃﾝ', 'JP')).toBe('ヒカリヤッキョク');
    expect(merchant('ﾃﾞﾋﾞｯﾄ ﾀﾅｶｼﾖｳﾃﾝ', 'JP')).toBe('タナカシヨウテン');
    expect(merchant('SMBCデビット　ﾏﾙﾔﾏｾｲﾆｸﾃﾝ', 'JP')).toBe('マルヤマセイニクテン');
    expect(merchant('支付宝 付款 阿芳水果店', 'CN')).toBe('阿芳水果店');
  });

  it('reads native names of more cities', () => {
    expect(city('ОПЛАТА КАФЕ НАВРУЗ БИШКЕК', 'KG')).toBe('Bishkek');
    expect(city('КУПОВИНА ПЕКАРА ДУНАВ БАЊА ЛУКА', 'BA')).toBe('Banja Luka');
  });
});
