// Round 88 causes (channel), tested on titles written for these tests, not the tuning set's: a shop paid from
// the customer's phone (a scanned QR code, a wallet app) is mobile_app, while a phone wallet tapped on the
// shop's card reader stays in_store and a web shop paid with a wallet stays online; in-app words of Czech /
// Slovak; Japanese "net shop" words; a web-first shop's own store with a card word.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, channel } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 88', () => {
  beforeAll(loadProbeEngine);

  it('reads a QR scheme word before the shop as a payment from the phone', () => {
    expect(channel('QRIS PAYMENT WARUNG SOTO PAK NARTO SOLO', 'ID')).toBe('mobile_app');
    expect(channel('DUITNOW QR KEDAI MAKAN MAK LIMAH', 'MY')).toBe('mobile_app');
    expect(channel('PIX QRS PASTELARIA DO JOAO 03/12', 'BR')).toBe('mobile_app');
    expect(channel('BUY GOODS 123456 WANJIRU VEGETABLES', 'KE')).toBe('mobile_app');
  });

  it('reads a wallet processor or a wallet word opening the title as a payment from the phone', () => {
    expect(channel('TWINT *Velo Werkstatt Huber Thun', 'CH')).toBe('mobile_app');
    expect(channel('PAYTM*GANESH TEA CORNER', 'IN')).toBe('mobile_app');
    expect(channel('PAYNOW QR PAYMENT LAO BAN SOYA BEANCURD', 'SG')).toBe('mobile_app');
    expect(channel('SWISH HANDEL 1230001112 BLOMSTERHANDELN VIOLEN', 'SE')).toBe('mobile_app');
    expect(channel('微信支付-老陈面馆', 'CN')).toBe('mobile_app');
    expect(channel('扫码支付 李记水果摊', 'CN')).toBe('mobile_app');
  });

  it('keeps a phone wallet tapped on a card reader in store and a wallet-paid web shop online', () => {
    expect(channel('APPLE PAY BROOKSIDE BAKERY LEEDS', 'GB')).toBe('in_store');
    expect(channel('GOOGLE PAY ZAKUP PIEKARNIA POD ZEGAREM TORUN', 'PL')).toBe('in_store');
    expect(channel('GOPAY *KOLOBEZKY-SVOBODA.CZ', 'CZ')).toBe('online');
  });

  it("reads a web-first shop's own store, with a card word, as in store", () => {
    expect(channel('Kartenzahlung girocard ZALANDO OUTLET MUENCHEN', 'DE')).toBe('in_store');
    expect(channel('Kartenzahlung ZALANDO SE BERLIN', 'DE')).toBe('online');
  });

  it('reads Czech and Slovak in-app purchase words', () => {
    expect(channel('NAKUP V APLIKACI CANDY CRUSH SAGA', 'CZ')).toBe('mobile_app');
  });

  it('reads a Japanese net-shop word as an online purchase', () => {
    expect(channel('ネットショップ ビックカメラ', 'JP')).toBe('online');
  });
});
