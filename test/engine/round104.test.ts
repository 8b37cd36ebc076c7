// Round 104 causes (nothing invented on a bank's own entries), tested on titles written for these tests, not the tuning
// set's: a loan or mortgage instalment and interest drop the lender's name as a fee does; loan and interest words of
// the CJK scripts; Spanish cash-disposal lines are ATM withdrawals; salary and benefit words the lexicon lacks; a bank's
// own word is no town. Controls: a brand on a card purchase, a refund from a shop.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, merchant, l1, city, channel, run } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 104', () => {
  beforeAll(loadProbeEngine);

  it('names no merchant on a loan or mortgage instalment, whoever the lender', () => {
    expect(merchant('RATA PRESTITO 000123 INTESA SANPAOLO', 'IT')).toBeNull();
    expect(merchant('DARLEHEN 77881 TILGUNG COMMERZBANK', 'DE')).toBeNull();
    expect(merchant('CUOTA PRESTAMO HIPOTECARIO BBVA', 'ES')).toBeNull();
    expect(merchant('주택담보대출 원리금 신한은행', 'KR')).toBeNull();
  });

  it('reads the Spanish cash disposal as an ATM withdrawal', () => {
    expect(channel('DISPOSICION DE EFECTIVO BANKINTER VALENCIA', 'ES')).toBe('atm');
    expect(merchant('DISPOSICION DE EFECTIVO BANKINTER VALENCIA', 'ES')).toBeNull();
  });

  it('reads salary and benefit words the lexicon lacks as recurring income', () => {
    for (const [title, cc] of [['UWV UITKERING WW', 'NL'], ['KRUS EMERYTURA 12/2025', 'PL'], ['ПЕНСИЯ СФР', 'RU'], ['REMUNERACION MENSUAL TRANSPORTES DIAZ LTDA', 'CL']] as const) {
      const r = run(title, cc, 'income');
      expect(r.transaction.category.primary.name, title).toBe('Income');
      expect(r.transaction.subscription.recurring, title).toBe(true);
      expect(r.enrichments.merchant.status, title).not.toBe('found');
    }
  });

  it('takes no bank word for a town', () => {
    expect(city('ATM CASH DEPOSIT PNC BANK 11/02', 'US')).toBeNull();
  });

  it('keeps a brand on a card purchase and a shop\'s refund', () => {
    expect(merchant('POS PURCHASE WALGREENS #1234 CHICAGO IL', 'US')).toBe('Walgreens');
    expect(l1('REFUND ARGOS RETAIL GROUP', 'GB', 'income')).toBe('Income');
  });
});
