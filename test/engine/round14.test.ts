// Round 14 causes (person-to-person transfers), tested on titles written for these tests (not the
// eval sets' titles): transfer phrases that open a name, reference and account labels that end it, the
// receiving wallet printed after it, a labelled payee before the platform, no person after a fee,
// refund, own-account or number-hyphen head, UPI payees in more layouts, names outside the US list.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, run, p2p } from '../helpers/engine-probe.js';

const none = (title: string, country: string) => run(title, country).enrichments.peerToPeer.status !== 'found';

describe.skipIf(!hasEngineData)('round 14', () => {
  beforeAll(loadProbeEngine);

  it('skips transfer phrases that open the name field', () => {
    expect(p2p('REVOLUT UTALAS NAGY ESZTER', 'HU')?.recipient).toBe('Nagy Eszter');
    expect(p2p('MOMO CHUYEN TIEN DEN PHAM MINH TUAN', 'VN')?.recipient).toBe('Pham Minh Tuan');
    expect(p2p('M-PESA TUMA PESA KWA NEEMA MOSHI', 'TZ')?.recipient).toBe('Neema Moshi');
  });

  it('keeps Dutch name particles (DEN is skipped only before a name)', () => {
    expect(p2p('TIKKIE VAN JOOST VAN DEN BERG', 'NL')?.recipient).toBe('Joost van den Berg');
  });

  it('ends a name at a reference or account label and drops a wallet printed after it', () => {
    expect(p2p('SPEI ENVIADO BENEFICIARIO: ANA SOFIA RUIZ CLAVE 0021800099', 'MX')?.recipient).toBe('Ana Sofia Ruiz');
    expect(p2p('INSTAPAY TRANSFER TO MARIA LOURDES SANTOS MAYA', 'PH')?.recipient).toBe('Maria Lourdes Santos');
  });

  it('reads a labelled or "from" party before the platform', () => {
    expect(p2p('Payment from Declan Walsh via Revolut', 'IE')?.recipient).toBe('Declan Walsh');
    expect(p2p('HAVALE ALICI: ELIF SAHIN PAPARA', 'TR')?.recipient).toBe('Elif Sahin');
  });

  it('names no person after a fee, a refund, the own bank or a number-hyphen shop', () => {
    expect(none('VENMO FEE 0.25', 'US')).toBe(true);
    expect(none('CASH APP TRANSFER TO BANK ACCOUNT', 'US')).toBe(true);
    expect(none('PIX ENVIADO MESMA TITULARIDADE CONTA 1234', 'BR')).toBe(true);
    expect(none('SWISH 7-ELEVEN GOTEBORG', 'SE')).toBe(true);
  });

  it('reads UPI payees after a lead and without trailing fields', () => {
    expect(p2p('NEFT-UPI/DR/512300001111/KAVITA MENON/UTIB/kavi@okaxis/UPI', 'IN')?.recipient).toBe('Kavita Menon');
    expect(p2p('UPI/P2A/512300002222/DEEPAK JOSHI/deepak@ybl', 'IN')?.recipient).toBe('Deepak Joshi');
  });

  it('keeps a two-letter last name word outside the countries that print states', () => {
    expect(p2p('MOMO CHUYEN TIEN LE THI AN', 'VN')?.recipient).toBe('Le Thi An');
  });

  it('reads the payee after the platform\'s own company name and "to"', () => {
    expect(p2p('PAYPAL (EUROPE) S.A.R.L. ET CIE., S.C.A. AN MIRIAM HOFFMANN', 'DE')?.recipient).toBe('Miriam Hoffmann');
    expect(none('PAYPAL (EUROPE) S.A.R.L. ET CIE., S.C.A. AN MEDIAMARKT GMBH', 'DE')).toBe(true);
  });

  it('knows more platforms and given names', () => {
    expect(p2p('PAGOBANCOMAT PAY INVIO DENARO A GIULIA ESPOSITO', 'IT')?.platform).toBe('Bancomat Pay');
    expect(p2p('DIGICASH VERS LUC WEBER', 'LU')?.platform).toBe('Digicash');
    expect(p2p('PAYPAL *ZOLTANSZABO', 'HU')?.recipient).toBe('Zoltan Szabo');
    expect(none('PAYPAL *MARIASHOP', 'DE')).toBe(true);
  });
});
