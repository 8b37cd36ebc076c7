// Round 83 causes, tested on titles written for these tests (not the tuning set's titles): direct-debit, standing-order
// and e-commerce markers of more banks and languages, and an intercity rail operator's sales company printed with
// its seat city after a card word (a web-shop ticket), while a station, regional service or terminal word stays at the counter.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, channel } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 83', () => {
  beforeAll(loadProbeEngine);

  it('reads more direct-debit markers', () => {
    expect(channel('SEPA-Firmenlastschrift Holzhandel Berger KG', 'DE')).toBe('direct_debit');
    expect(channel('TRAJNIK ELEKTRO GORENJSKA', 'SI')).toBe('direct_debit');
    expect(channel('ADDEBITO RID CONSORZIO IRRIGUO', 'IT')).toBe('direct_debit');
    expect(channel('E-MANDATE DEBIT GREENFIELD ACADEMY', 'IN')).toBe('direct_debit');
  });

  it('reads more standing-order words as bank transfers', () => {
    expect(channel('DOORLOPENDE OPDRACHT SPAARREKENING JANSSENS', 'BE')).toBe('bank_transfer');
    expect(channel('TOISTUVA MAKSU VUOKRA KORHONEN', 'FI')).toBe('bank_transfer');
    expect(channel('FAST OVERFØRSEL OPSPARING', 'DK')).toBe('bank_transfer');
  });

  it('reads more e-commerce words', () => {
    expect(channel('INTERNETKØB GARNHUSET APS', 'DK')).toBe('online');
    expect(channel('VERKKO-OSTO KIRJAKAUPPA LEHTONEN', 'FI')).toBe('online');
    expect(channel('INTERNETES VASARLAS DISZNOVENY KFT', 'HU')).toBe('online');
    // (the Portuguese "compra eletrónica" is a card at the till)
    expect(channel('COMPRA ELETRONICA 5521 PADARIA SOL BRAGA', 'PT')).toBe('in_store');
  });

  it("reads an intercity rail operator with its seat city after a card word as a web ticket, not a station's", () => {
    expect(channel('PAGAMENTO CARTA TRENITALIA SPA ROMA', 'IT')).toBe('online');
    expect(channel('COMPRA TARJETA RENFE VIAJEROS SA MADRID', 'ES')).toBe('online');
    expect(channel('Kartenzahlung DB FERNVERKEHR AG FRANKFURT', 'DE')).toBe('online');
    expect(channel('PAGAMENTO POS TRENITALIA FIRENZE SANTA MARIA NOVELLA STAZIONE', 'IT')).toBe('in_store');
    expect(channel('PAGAMENTO POS TRENITALIA CARTA 5512 BOLOGNA', 'IT')).toBe('in_store');
    expect(channel('CB SNCF TER 03/11 LILLE', 'FR')).toBe('in_store');
    expect(channel('BEA NS REIZIGERS AMSTERDAM', 'NL')).toBe('in_store');
  });
});
