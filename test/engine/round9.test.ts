// Round 9 causes, tested on titles written for these tests (not the eval sets' titles): wallets and
// gateways of Asia, Africa and the Gulf as processor prefixes, Korean and Japanese card lines, a city
// word that opens a processor's descriptor, super-apps' food arms, trade words of more languages.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, run, merchant, l1, p2p, processor } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 9', () => {
  beforeAll(loadProbeEngine);

  it('reads a regional wallet printed as NAME* as the processor of a shop, not a transfer', () => {
    expect(processor('GRABPAY*WARUNG SOTO MAK IJAH', 'ID')).toBe('GrabPay');
    expect(merchant('GRABPAY*WARUNG SOTO MAK IJAH', 'ID')).toBe('Warung Soto Mak Ijah');
    expect(p2p('GRABPAY*WARUNG SOTO MAK IJAH', 'ID')).toBeNull();
    expect(processor('SHOPEEPAY*TOKO SEPATU ANDALAS', 'ID')).toBe('ShopeePay');
    expect(processor('ZALOPAY*QUAN COM TAM BA GHIEN', 'VN')).toBe('ZaloPay');
  });

  it('keeps PayPal\'s person after the star a transfer (a global wallet)', () => {
    expect(p2p('PAYPAL *JOHNSMITHERS 35314369001', 'US')?.platform).toBe('PayPal');
  });

  it('reads a short code of letters and digits before a star as a prefix', () => {
    expect(processor('2C2P*CHIANG MAI TREKKING TOURS', 'TH')).toBe('2C2P');
  });

  it('reads Korean card lines: card words, branch word, wallet payments', () => {
    expect(merchant('신한체크 승인 달빛분식 신촌점', 'KR')).toBe('달빛분식');
    expect(merchant('카드승인 하늘정육점', 'KR')).toBe('하늘정육점'); // 정육점 (butcher) is a trade, not a branch
    expect(processor('카카오페이 결제 골목커피', 'KR')).toBe('Kakao Pay');
    expect(merchant('카카오페이 결제 골목커피', 'KR')).toBe('골목커피');
    expect(l1('체크카드 승인 온누리약국', 'KR')).toBe('Health & Wellness');
  });

  it('reads Korean direct debits and p2p labels', () => {
    expect(run('자동이체 LG유플러스 통신요금', 'KR').transaction.channel).toBe('direct_debit');
    expect(l1('자동이체 LG유플러스 통신요금', 'KR')).toBe('Services');
    expect(p2p('토스 송금 받는분 박지민', 'KR')?.recipient).toBe('박지민');
    expect(p2p('카카오페이 송금 정하늘님에게', 'KR')?.recipient).toBe('정하늘');
  });

  it('reads Japanese card lines in half-width katakana and wallets in their own script', () => {
    expect(merchant('ｶｰﾄﾞ ﾔﾏﾓﾄﾍﾞｰｶﾘｰ', 'JP')).toBe('ヤマモトベーカリー');
    expect(l1('ｶｰﾄﾞ ﾔﾏﾓﾄﾍﾞｰｶﾘｰ', 'JP')).toBe('Food & Drink');
    expect(l1('ﾃﾞﾋﾞｯﾄ ｺﾊﾞﾔｼﾔｯｷｮｸ', 'JP')).toBe('Health & Wellness');
    expect(processor('メルペイ　そば処やまだ', 'JP')).toBe('Merpay');
  });

  it('does not read a city that opens a processor descriptor as the place', () => {
    const r = run('PAYFAST*DURBAN SURF SCHOOL', 'ZA');
    expect(r.enrichments.location.data?.structured.city ?? null).toBeNull();
  });

  it('reads a super-app\'s food arm as food delivery', () => {
    expect(l1('GRAB*FOOD 9XK2M SINGAPORE', 'SG')).toBe('Food & Drink');
    expect(l1('GRAB* 7TQ3 RIDE SINGAPORE', 'SG')).toBe('Transportation');
  });

  it('reads a UPI merchant QR VPA as a purchase', () => {
    expect(p2p('UPI/431122334455/LAKSHMI TIFFIN CENTRE/paytmqr1234567@paytm/Payment', 'IN')).toBeNull();
    expect(merchant('UPI/431122334455/LAKSHMI TIFFIN CENTRE/paytmqr1234567@paytm/Payment', 'IN')).toBe('Lakshmi Tiffin Centre');
  });

  it('knows cut trade words and trade words of more languages', () => {
    expect(l1('POS PURCHASE MAPLE PHCY TOLEDO OH', 'US')).toBe('Health & Wellness');
    expect(l1('KUPNJA KARTICOM LJEKARNA SUNCE SPLIT', 'HR')).toBe('Health & Wellness');
    expect(l1('THANH TOAN POS KHACH SAN BINH MINH HUE', 'VN')).toBe('Travel');
  });
});
