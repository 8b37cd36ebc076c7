// Round 54 causes (the p2p recipient and platform in labelled-field layouts of many countries), tested on titles written for
// these tests (not the eval sets').
import { beforeAll, describe, expect, it } from 'vitest';
import { hasEngineData, l1, loadProbeEngine, p2p, run } from '../helpers/engine-probe.js';

const p2pIn = (title: string, country: string) => {
  const p = run(title, country, 'income').enrichments.peerToPeer;
  return p.status === 'found' ? { platform: p.data!.platform.name, recipient: p.data!.recipient?.displayName ?? null } : null;
};

describe.skipIf(!hasEngineData)('a "SURNAME, GIVEN" name in a labelled field (round 54)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('turns the name round after a party label, "to", "from" or "payment to"', () => {
    expect(p2p('BIZUM ENVIADO BENEFICIARIO: IRIARTE, JOSEBA CONCEPTO: TXOKO', 'ES')).toEqual({ platform: 'Bizum', recipient: 'Joseba Iriarte' });
    expect(p2pIn('SPEI RECIBIDO ORDENANTE: CORONADO LEAL, FABIOLA CLAVE 012180001234567891', 'MX')).toEqual({ platform: 'SPEI', recipient: 'Fabiola Coronado Leal' });
    expect(p2pIn('M-PESA RECEIVED FROM CHEBET, FAITH 0711XXX905', 'KE')).toEqual({ platform: 'M-Pesa', recipient: 'Faith Chebet' });
    expect(p2p('Wero Zahlung an Nowak, Dariusz Verwendungszweck Umzug', 'DE')).toEqual({ platform: 'Wero', recipient: 'Dariusz Nowak' });
  });

  it('keeps a surname with particles whole before the comma', () => {
    expect(p2pIn('PAYSHAP RECEIVED FROM DU PLESSIS, MARNA', 'ZA')).toEqual({ platform: 'PayShap', recipient: 'Marna du Plessis' });
  });
});

describe.skipIf(!hasEngineData)('titles before a payee (round 54)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('drops academic, professional and national forms of address, more than one', () => {
    expect(p2p('PAYPAL EUROPE EMPFAENGER: HR. DR. JOHANNES WILDGRUBER', 'AT')).toEqual({ platform: 'PayPal', recipient: 'Johannes Wildgruber' });
    expect(p2p('BIZUM DESTINATARIO: SRA. DNA. ENCARNACION MUÑOZ CONCEPTO: FLORES', 'ES')?.recipient).toMatch(/^Encarnaci.n Mu.oz$/);
    expect(p2p('PAYNOW TO MDM NORAINI HASSAN', 'SG')).toEqual({ platform: 'PayNow', recipient: 'Noraini Hassan' });
    expect(p2p('BLIK ODBIORCA: PANI HALINA GÓRSKA TYTUŁ: KWIATY', 'PL')?.recipient).toMatch(/^Halina G.rska$/);
  });
});

describe.skipIf(!hasEngineData)('words around the name (round 54)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('skips the lead words of incoming lines and of Colombian "money"', () => {
    expect(p2p('NEQUI ENVIO DE PLATA A LEIDY JOHANA PINZON', 'CO')).toEqual({ platform: 'Nequi', recipient: 'Leidy Johana Pinzon' });
    expect(p2pIn('IRIS ΕΙΣΕΡΧΟΜΕΝΗ ΑΠΟ ΕΛΕΝΗ ΜΑΥΡΙΔΟΥ', 'GR')?.recipient?.toUpperCase()).toBe('ΕΛΕΝΗ ΜΑΥΡΙΔΟΥ');
  });

  it('ends the name at the bank or the key printed after it', () => {
    expect(p2pIn('PIX RECEBIDO REMETENTE: CLEBER AUGUSTO NUNES BCO BRADESCO', 'BR')).toEqual({ platform: 'Pix', recipient: 'Cleber Augusto Nunes' });
  });

  it('reads "received from" as naming the payer', () => {
    expect(p2pIn('GOOGLE PAY RECEIVED FROM GURPREET SANDHU', 'IN')).toEqual({ platform: 'Google Pay', recipient: 'Gurpreet Sandhu' });
  });
});

describe.skipIf(!hasEngineData)('no person paid over the rail (round 54)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads a club compound, a tax office and a payroll credit as no p2p', () => {
    expect(p2p('TWINT an Tennisclub Seefeld Jahresbeitrag', 'CH')).toBeNull();
    expect(p2p('PAYNOW TO IRAS PROPERTY TAX 2026', 'SG')).toBeNull();
    expect(p2pIn('PIX RECEBIDO REMETENTE: TRANSPORTADORA RIO VERDE LTDA SALARIO DEZ', 'BR')).toBeNull();
  });

  it('reads a transfer between own accounts as no p2p', () => {
    expect(p2p('BIZUM TRASPASO A CUENTA AHORRO', 'ES')).toBeNull();
    expect(l1('BIZUM TRASPASO A CUENTA AHORRO', 'ES')).toBe('Transfers');
  });
});
