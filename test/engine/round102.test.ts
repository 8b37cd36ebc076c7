// Round 102 causes (peer-to-peer transfers), tested on titles written for these tests, not the tuning set's: a payee printed
// before the platform, party labels of more scripts, a next field's label after a labelled name, the user's own account named
// before the platform. Controls: a brand or a business before the platform stays no person.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, merchant, p2p } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 102', () => {
  beforeAll(loadProbeEngine);

  it('reads a payee printed before the platform at the line\'s start', () => {
    expect(p2p('Ольга В. Перевод СБП', 'RU')).toEqual({ platform: 'SBP', recipient: 'Ольга В' });
    expect(p2p('Дмитрий Сергеевич К. перевод по СБП', 'RU')).toEqual({ platform: 'SBP', recipient: 'Дмитрий Сергеевич К' });
    expect(p2p('MEGAN R via Revolut', 'GB')).toEqual({ platform: 'Revolut', recipient: 'Megan R' });
    expect(p2p('Laura Schmidt über PayPal', 'DE')).toEqual({ platform: 'PayPal', recipient: 'Laura Schmidt' });
    expect(p2p('Tyler Hughes - Venmo', 'US')).toEqual({ platform: 'Venmo', recipient: 'Tyler Hughes' });
    expect(p2p('김도윤 토스 송금', 'KR')).toEqual({ platform: 'Toss', recipient: '김도윤' });
  });

  it('keeps a brand or a business before the platform no person', () => {
    expect(p2p('NETFLIX COM VIA PAYPAL', 'US')).toBeNull();
    expect(merchant('NETFLIX COM VIA PAYPAL', 'US')).toBe('Netflix');
    expect(p2p('JOES PIZZA VIA VENMO', 'US')?.recipient ?? null).toBeNull();
  });

  it('reads the party labels of Thai, Arabic and Chinese apps and Hebrew "received from"', () => {
    expect(p2p('พร้อมเพย์ รับโอน ผู้โอน: นางสาวสุดา แสงทอง', 'TH')).toEqual({ platform: 'PromptPay', recipient: 'สุดา แสงทอง' });
    expect(p2p('STC Pay تحويل فوري المستفيد: سارة علي', 'SA')).toEqual({ platform: 'STC Pay', recipient: 'سارة علي' });
    expect(p2p('支付宝转账 收款方 张伟', 'CN')).toEqual({ platform: 'Alipay', recipient: '张伟' });
  });

  it('ends a labelled name at the next field\'s label', () => {
    expect(p2p('Revolut Příjemce: Petra Svobodová Zpráva pro příjemce: oběd', 'CZ')).toEqual({ platform: 'Revolut', recipient: 'Petra Svobodova' });
    expect(p2p('BIZUM ENVIADO BENEFICIARIO: ANA MARIA DE LA CRUZ CONCEPTO: CENA', 'ES')).toEqual({ platform: 'Bizum', recipient: 'Ana Maria de la Cruz' });
  });

  it('reads the user\'s own account named before the platform as no transfer to a person', () => {
    expect(p2p('Transfer to own account Revolut Savings', 'GB')).toBeNull();
  });
});
