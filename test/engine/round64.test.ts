// Round 64 causes, tested on titles written for these tests (not the eval sets' titles): a processor printed after the
// shop (with or without a link word); SPEI payees labelled without a colon (BEN:, /NAME/, A FAVOR DE, transfer + A / PARA
// + a given name); a labelled payee that is a company; account words, club-sport memos and a dash ending a name;
// M-Pesa's PAY BILL; Nigeria's NIP rail opening a title.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, merchant, p2p, l1, processor } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 64', () => {
  beforeAll(loadProbeEngine);

  it('reads a processor named after the shop as the processor, not part of the name', () => {
    expect(processor('THE GILDED SPOON VIA SUMUP', 'GB')).toBe('SumUp');
    expect(merchant('THE GILDED SPOON VIA SUMUP', 'GB')).toBe('The Gilded Spoon');
    expect(processor('PAIEMENT CB FROMAGERIE DES ALPES PAR SUMUP', 'FR')).toBe('SumUp');
    expect(processor('Keramikwerkstatt Adler via Mollie', 'NL')).toBe('Mollie');
    expect(processor('COMPRA VIVERO LAS MARGARITAS MERCADO PAGO', 'AR')).toBe('Mercado Pago');
    // a processor's name that is a common word, printed last without a link word, is the shop's own word
    expect(processor('MARKET SQUARE', 'GB')).toBeNull();
    expect(processor('BLUE RIBBON RED STRIPE', 'US')).toBeNull();
    // a place name ending the title is no processor's alias
    expect(processor('SGQR KOPI CORNER TANJONG PAGAR', 'SG')).toBeNull();
  });

  it('reads SPEI payees labelled without a colon', () => {
    expect(p2p('SPEI ENVIADO BANORTE BEN: RODRIGO SALAZAR PINEDA REF 5512', 'MX')).toEqual({ platform: 'SPEI', recipient: 'Rodrigo Salazar Pineda' });
    expect(p2p('TRANSFERENCIA SPEI A FAVOR DE LUCIA BARRAGAN CONCEPTO COLEGIATURA', 'MX')?.recipient).toBe('Lucia Barragan');
    expect(p2p('SPEI RECIBIDO HSBC /NAME/ ERNESTO GALINDO RUIZ /REF/ 8812', 'MX')?.recipient).toBe('Ernesto Galindo Ruiz');
    expect(p2p('TRANSF SPEI PARA MARIANA OCHOA CLABE 012180009876543210', 'MX')?.recipient).toBe('Mariana Ochoa');
    // a company in the labelled field, and a brand after "to", are no person
    expect(p2p('SPEI ENVIADO BEN: GRUPO CONSTRUCTOR DEL NORTE REF 1', 'MX')).toBeNull();
    expect(p2p('TRANSFERENCIA SPEI A TELMEX', 'MX')).toBeNull();
  });

  it('ends a payee name at an account word, a sport memo or before a dash and the platform', () => {
    expect(p2p('SPEI ENV NAME: CECILIA MORENO CUENTA 0021800123 CONCEPTO X', 'MX')?.recipient).toBe('Cecilia Moreno');
    expect(p2p('OSKO PAYMENT TO HAMISH WALLACE NETBALL FEES', 'AU')?.recipient).toBe('Hamish Wallace');
    expect(p2p('TRANSFERENCIA ENVIADA A FACUNDO IBARRA - MERCADO PAGO', 'AR')?.recipient).toBe('Facundo Ibarra');
    expect(p2p('TWINT ENVOYER A LOUIS BERSET', 'CH')?.recipient).toBe('Louis Berset');
  });

  it("reads M-Pesa's PAY BILL as a bill paid, not money sent", () => {
    expect(p2p('M-PESA PAY BILL 400200 NAIROBI WATER', 'KE')).toBeNull();
    expect(p2p('M-PESA SEND MONEY TO ACHIENG ODHIAMBO', 'KE')?.recipient).toBe('Achieng Odhiambo');
  });

  it("reads Nigeria's NIP rail opening a title as a transfer", () => {
    expect(l1('NIP/FRM CHUKWUEMEKA ADEYEMI/UBA/school fees', 'NG', 'income')).toBe('Transfers');
    expect(merchant('NIP/FRM CHUKWUEMEKA ADEYEMI/UBA/school fees', 'NG')).toBeNull();
  });
});
