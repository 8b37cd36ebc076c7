// Round 45 causes (instant-payment rails: a payment to a person or to a business over the same rail), tested on
// titles written for these tests (not the eval sets').
import { beforeAll, describe, expect, it } from 'vitest';
import { hasEngineData, l1, loadProbeEngine, merchant, p2p, run } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('the payee of a rail after its lead words (round 45)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('skips FR, OTHR, TRANSF, XFER, NR TEL and FRIENDS AND FAMILY before the name', () => {
    expect(p2p('DUITNOW FR LIM WEI JIE', 'MY')).toEqual({ platform: 'DuitNow', recipient: 'Lim Wei Jie' });
    expect(p2p('PAYNOW OTHR KUMAR S/O RAMAN', 'SG')?.platform).toBe('PayNow');
    expect(p2p('PAYNOW OTHR KUMAR S/O RAMAN', 'SG')?.recipient).toMatch(/^Kumar S.O Raman$/);
    expect(p2p('MBWAY TRANSF P/ 93****118 RUI MARTINS', 'PT')).toEqual({ platform: 'MB WAY', recipient: 'Rui Martins' });
    expect(p2p('PRZELEW BLIK NA NR TEL. ANNA NOWAK ZA BILETY', 'PL')).toEqual({ platform: 'BLIK', recipient: 'Anna Nowak' });
    expect(p2p('PAYPAL INST XFER FRIENDS AND FAMILY JANE DOE', 'US')).toEqual({ platform: 'PayPal', recipient: 'Jane Doe' });
    expect(p2p('MOBILEPAY OVERFOERSEL TIL METTE HANSEN', 'DK')).toEqual({ platform: 'MobilePay', recipient: 'Mette Hansen' });
  });

  it('reads FPS by its Chinese name and Thai PromptPay glued to its transfer verb', () => {
    expect(p2p('FPS TO WONG SIU MING 轉數快', 'HK')).toEqual({ platform: 'FPS', recipient: 'Wong Siu Ming' });
    expect(p2p('轉數快 轉賬予 黃大文', 'HK')).toEqual({ platform: 'FPS', recipient: '黃大文' });
    expect(p2p('โอนพร้อมเพย์ ไปยัง นาย สมชาย ใจดี', 'TH')?.platform).toBe('PromptPay');
    expect(merchant('轉數快 付款 大家樂', 'HK')).not.toMatch(/付款/);
  });

  it('reads a payee field naming the own account as no person', () => {
    expect(p2p('UPI/DR/512345678901/SELF/ICIC/me@okicici/savings', 'IN')).toBeNull();
    expect(l1('UPI/DR/512345678901/SELF/ICIC/me@okicici/savings', 'IN')).toBe('Transfers');
    expect(p2p('PIX ENVIADO PARA CONTA PROPRIA ITAU', 'BR')).toBeNull();
    expect(l1('PIX ENVIADO PARA CONTA PROPRIA ITAU', 'BR')).toBe('Transfers');
    expect(l1('VENMO CASHOUT PPD ID 1234567890', 'US', 'income')).toBe('Transfers');
    expect(p2p('VENMO CASHOUT FROM JESSICA THOMPSON', 'US')?.platform).toBe('Venmo');
  });
});

describe.skipIf(!hasEngineData)('a business paid over a person-to-person rail (round 45)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads a purchase word or BILL PAYMENT beside the wallet as a shop paid', () => {
    expect(p2p('TWINT KAUF DENNER LUZERN', 'CH')).toBeNull();
    expect(merchant('TWINT KAUF DENNER LUZERN', 'CH')).toBe('Denner');
    expect(p2p('PROMPTPAY BILL PAYMENT PROVINCIAL ELECTRICITY AUTHORITY', 'TH')).toBeNull();
    expect(p2p('ZELLE TO BILL SMITH', 'US')?.recipient).toBe('Bill Smith');
  });

  it('reads sports clubs, club compounds and public bodies as no person', () => {
    expect(p2p('SWISH BETALNING AIK FOTBOLL', 'SE')).toBeNull();
    expect(p2p('MOBILEPAY HANDBOLDKLUB AARHUS', 'DK')).toBeNull();
    expect(p2p('PAYSHAP PAYMENT TO CITY OF TSHWANE', 'ZA')).toBeNull();
    expect(merchant('PAYSHAP PAYMENT TO CITY OF TSHWANE', 'ZA')).toBe('City of Tshwane');
  });

  it('reads a legal-form payee after a "to" the parser cleaned away', () => {
    expect(merchant('FASTER PAYMENT TO ORCHARD LETTINGS LTD REF DEPOSIT', 'GB')).toBe('Orchard Lettings');
    expect(merchant('FPS PAYMENT TO HARBOUR FRESH LTD', 'HK')).toBe('Harbour Fresh');
    expect(merchant('INSTAPAY TRANSFER TO MERIDIAN INC', 'PH')).toBe('Meridian');
  });

  it('reads the Pix QR code kind and the card prefix of Cash App as no name', () => {
    expect(merchant('PIX QR CODE ESTATICO PADARIA LUA NOVA', 'BR')).toBe('Padaria Lua Nova');
    const r = run('SQ *CASH APP MARCUS LEE', 'US');
    expect(r.enrichments.peerToPeer.data?.platform.name).toBe('Cash App');
    expect(r.enrichments.paymentProcessor.status).not.toBe('found');
  });
});

describe.skipIf(!hasEngineData)('a transfer to a person with a memo (round 45)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads a trade word after a person payee field as the memo', () => {
    expect(merchant('NEFT DR-HDFC0000123-RAVI KUMAR-NETBANK, MUM-N123456789012-BOOKS', 'IN')).toBeNull();
    expect(l1('NEFT DR-HDFC0000123-RAVI KUMAR-NETBANK, MUM-N123456789012-BOOKS', 'IN')).toBe('Transfers');
    expect(l1('IMPS-512312345678-ANJALI RAO-SBIN-XXXXXXX4567-LOAN', 'IN')).toBe('Transfers');
    expect(merchant('CHASE SEAFOOD', 'US')).toBe('Chase Seafood');
  });

  it('reads money received over FAST rails from a person as a transfer', () => {
    expect(l1('FAST GELEN AHMET YILDIZ', 'TR', 'income')).toBe('Transfers');
    expect(l1('BI-FAST CR DARI DEWI ANGGRAINI BNI', 'ID', 'income')).toBe('Transfers');
  });
});
