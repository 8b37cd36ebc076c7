// Round 103 causes, tested on titles written for these tests, not the tuning set's: direct-debit and card-not-present
// words the lexicon lacks (read from the whole title, channel-words.ts paymentMarkerSignals), and ticket-office and
// main-station words beside an intercity rail operator (enrich.ts STATION_WORDS).
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, channel, run } from '../helpers/engine-probe.js';

const recurring = (title: string, country: string) => run(title, country).transaction.subscription.recurring;

describe.skipIf(!hasEngineData)('round 103', () => {
  beforeAll(loadProbeEngine);

  it('reads direct-debit words the lexicon lacks', () => {
    expect(channel('ABBUCHUNGSAUFTRAG EVN ENERGIEVERTRIEB', 'AT')).toBe('direct_debit');
    expect(channel('EINZUGSERMÄCHTIGUNG UNIQA VERSICHERUNG', 'AT')).toBe('direct_debit');
    expect(channel('COBRANÇA SEPA MEO SERVICOS', 'PT')).toBe('direct_debit');
    expect(channel('자동출금 SK텔레콤', 'KR')).toBe('direct_debit');
    expect(recurring('ABBUCHUNGSAUFTRAG EVN ENERGIEVERTRIEB', 'AT')).toBe(true);
  });

  it('reads card-not-present words the lexicon lacks', () => {
    expect(channel('ИНТЕРНЕТ ОПЛАТА WILDBERRIES', 'RU')).toBe('online');
    expect(channel('THANH TOAN TRUC TUYEN LAZADA', 'VN')).toBe('online');
    expect(channel('COMPRA NO PRESENCIAL PCCOMPONENTES', 'ES')).toBe('online');
  });

  it('reads a ticket office or a main station beside an intercity operator as a purchase there', () => {
    expect(channel('SBB CFF FFS BERN HB', 'CH')).toBe('in_store');
    expect(channel('PKP INTERCITY KASA KRAKOW GLOWNY', 'PL')).toBe('in_store');
  });

  it('controls: a card purchase, a SEPA transfer, an operator with a city alone', () => {
    expect(channel('CARTE X1234 MONOPRIX PARIS', 'FR')).toBe('in_store');
    expect(channel('SEPA UEBERWEISUNG AN MAX MUSTERMANN', 'DE')).toBe('bank_transfer');
    expect(channel('EUROSTAR INTERNATIONAL LONDON', 'GB')).toBe('online');
  });
});
