// Lines that name no business (loan repayments, cash machines, transfers of more internet banks, a tax authority's
// payment, cheques, standing orders): no word of the bank's vocabulary is read as a merchant. Titles written for
// these tests, not taken from an eval set.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, merchant, l1, run } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('lines that name no merchant', () => {
  beforeAll(loadProbeEngine);

  it('reads loan and mortgage repayment words of many languages as the loan, not a name', () => {
    for (const [title, cc] of [['TILGUNG KREDIT 88120034', 'DE'], ['PERSONAL LOAN REPAYMENT 0091', 'GB'], ['AFLOSSING PERSOONLIJKE LENING', 'NL'],
      ['SPŁATA RATY 11/2024', 'PL'], ['SPLÁTKA ÚVĚRU 55102', 'CZ'], ['HITELTÖRLESZTÉS 2024.11', 'HU'], ['AMORTERING LÅN 4410', 'SE']] as const) {
      expect(merchant(title, cc), title).toBeNull();
    }
    expect(l1('TILGUNG KREDIT 88120034', 'DE')).toBe('Financial Services');
  });

  it('reads the cash machine by its British and German names', () => {
    expect(merchant('CASH NOTEMAC 03DEC BRISTOL', 'GB')).toBeNull();
    expect(run('CASH NOTEMAC 03DEC BRISTOL', 'GB').transaction.channel).toBe('atm');
    expect(merchant('GAA AUSZAHLUNG VOLKSBANK 05.12', 'DE')).toBeNull();
  });

  it('reads Serbo-Croatian and Estonian transfers as transfers', () => {
    expect(merchant('PRENOS NA RAČUN JELENA MARKOVIĆ 205-9001234567-11', 'RS')).toBeNull();
    expect(l1('PRENOS NA RAČUN JELENA MARKOVIĆ 205-9001234567-11', 'RS')).toBe('Transfers');
    expect(merchant('ÜLEKANNE KADRI SAAR EE471000001020145685', 'EE')).toBeNull();
  });

  it('reads a cheque by its number, a Mexican tax payment and a French standing order', () => {
    expect(merchant('CHEQUE 004417', 'GB')).toBeNull();
    expect(merchant('PAGO SAT ISR PROVISIONAL', 'MX')).toBeNull();
    expect(l1('PAGO SAT ISR PROVISIONAL', 'MX')).toBe('Government & Taxes');
    expect(run('VIREMENT PERMANENT M THOMAS GIRARD', 'FR').transaction.subscription.recurring).toBe(true);
  });

  it('reads transfer words of more languages and incoming credits that name the sender as transfers', () => {
    for (const [title, cc, type] of [['CK DEN PHAM QUOC BAO 0071000123456', 'VN', 'expense'], ['ШИЛЖҮҮЛЭГ ОЮУНЧИМЭГ', 'MN', 'expense'],
      ["O'TKAZMA KARTAGA SHAHNOZA T.", 'UZ', 'expense'], ['KÖÇÜRMƏ RAŞAD ƏLİYEV', 'AZ', 'expense'], ['TRANSFERTE TE ERMIRA SHEHU', 'AL', 'expense'],
      ['PRENOS SREDSTAVA AMRA KOVAČEVIĆ', 'BA', 'expense'], ['BEFTN CREDIT FROM TANVIR HOSSAIN', 'BD', 'income'],
      ['INWARD REMITTANCE PRIYA MALHOTRA', 'AE', 'income'], ['DEPOSITO DE TERCEROS JUAN PABLO RIVERA', 'MX', 'income']] as const) {
      expect(merchant(title, cc), title).toBeNull();
      expect(l1(title, cc, type), title).toBe('Transfers');
    }
    expect(run('TRANSFERENCIA ACH A SILVIA CASTRO', 'GT').transaction.channel).toBe('bank_transfer');
    expect(run('GIRO TRANSFER TO TAN MEI HUA', 'SG').transaction.channel).toBe('bank_transfer');
  });

  it('reads taxes, fines and government fees of more countries as Government & Taxes with no merchant', () => {
    for (const [title, cc] of [['IMPOZIT PE CLADIRI SECTOR 3', 'RO'], ['POREZ NA IMOVINU 2025', 'HR'], ['PODATEK OD NIERUCHOMOSCI GMINA', 'PL'],
      ['VERGİ ÖDEMESİ GELİR', 'TR'], ['KIINTEISTOVERO 2025 ERÄ 2', 'FI'], ['BUSSGELDSTELLE HAMBURG AZ 7731', 'DE'], ['ШТРАФ ПДД 18810177', 'RU'],
      ['SKATTEETATEN FORSKUDDSSKATT', 'NO'], ['AFIP VEP GANANCIAS', 'AR'], ['ZATCA ZAKAT PAYMENT', 'SA'], ['HM PASSPORT OFFICE ONLINE', 'GB']] as const) {
      expect(merchant(title, cc), title).toBeNull();
      expect(l1(title, cc), title).toBe('Government & Taxes');
    }
  });
});
