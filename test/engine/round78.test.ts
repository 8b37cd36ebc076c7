// Round 78 causes ("nothing invented"), tested on titles written for these tests (not the eval sets' titles): the bank's own
// entries in languages the lexicon lacks (fees, interest, loan instalments, own-account moves, statement lines, reversals,
// cheques) must name no merchant, and the same layouts with a real creditor or shop keep it.
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, run, merchant, l1, city } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('round 78', () => {
  beforeAll(loadProbeEngine);

  it('reads glued fee and interest compounds as the bank\'s entry, no merchant', () => {
    expect(merchant('Dispozinsen 01.04.-30.06.', 'DE')).toBeNull();
    expect(l1('Dispozinsen 01.04.-30.06.', 'DE')).toBe('Financial Services');
    expect(merchant('Rentekosten rood staan', 'NL')).toBeNull();
    expect(l1('Rentekosten rood staan', 'NL')).toBe('Financial Services');
    expect(l1('OPŁATA ZA PROWADZENIE KONTA 04/2024', 'PL')).toBe('Financial Services');
  });

  it('names no merchant for loan instalments, own-account moves and statement lines', () => {
    expect(merchant('KREDI KARTI TAKSIT 3/12 TAHSILAT', 'TR')).toBeNull();
    expect(merchant('RATA FINANZIAMENTO N. 88123', 'IT')).toBeNull();
    expect(merchant('VIRMAN 1234567 VADESIZ', 'TR')).toBeNull();
    expect(l1('VIRMAN 1234567 VADESIZ', 'TR')).toBe('Transfers');
    expect(l1('TFR 40-12-99 55667788 HOLIDAY POT', 'GB')).toBe('Transfers');
    expect(merchant('CLOSING BALANCE', 'US')).toBeNull();
    expect(merchant('SALDO INICIAL PERIODO', 'ES')).toBeNull();
  });

  it('names no merchant for reversals, cheques and taxes printed with bank words only', () => {
    expect(merchant('ANNULATION CARTE 4471 05/04', 'FR')).toBeNull();
    expect(merchant('CHECK 2210', 'US')).toBeNull();
    expect(merchant('Abgeltungsteuer Solidaritätszuschlag', 'DE')).toBeNull();
    expect(l1('Abgeltungsteuer Solidaritätszuschlag', 'DE')).toBe('Government & Taxes');
  });

  it('reads no town in a word of the bank\'s phrase', () => {
    const r = run('MOBILE DEPOSIT 22814', 'US', 'income');
    expect(r.enrichments.merchant.status).not.toBe('found');
    expect(r.enrichments.location.data?.structured.city ?? null).toBeNull();
  });

  it('keeps the real creditor or shop in the same layouts', () => {
    expect(merchant('PRLV SEPA EDF CLIENTS PARTICULIERS', 'FR')).toBe('EDF');
    expect(merchant('Lastschrift Vattenfall Europe Sales GmbH', 'DE')).toBe('Vattenfall');
    expect(merchant('Kartenzahlung girocard REWE Markt GmbH Hamburg', 'DE')).toBe('REWE');
    expect(city('Kartenzahlung girocard REWE Markt GmbH Hamburg', 'DE')).toBe('Hamburg');
    expect(merchant('SUORAMAKSU HELEN OY', 'FI')).toBe('Helen');
  });
});
