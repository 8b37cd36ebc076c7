// Round 32 causes (channel and recurring: direct-debit, e-commerce, ATM and transfer markers, a telecom's own
// shop), tested on titles written for these tests (not the eval sets' titles).
import { describe, expect, it, beforeAll } from 'vitest';
import { hasEngineData, loadProbeEngine, run, channel } from '../helpers/engine-probe.js';
import { parseTitle } from '../../workers/engine/parse.js';
import { LEXICON, TAGGER_LEX_FIRST } from '../../workers/engine/lexicon.js';

const recurring = (title: string, country: string) => run(title, country).transaction.subscription.recurring;
const sig = (title: string, country: string) => parseTitle(title, country).signals;

describe('round 32 markers (parser)', () => {
  it('reads direct-debit markers of more layouts', () => {
    expect(sig('DEB. DIRETO AGUAS DO PORTO', 'PT').has('dd')).toBe(true);
    expect(sig('SUORAMAKSU HELEN SAHKO', 'FI').has('dd')).toBe(true);
    expect(sig('E-FAKTURA SKAGERAK ENERGI', 'NO').has('dd')).toBe(true);
    expect(sig('AUTOMATISK TREKK STOREBRAND LIV', 'NO').has('dd')).toBe(true);
    expect(sig('LASTSCHRIFTEINZUG STADTWERKE ULM', 'DE').has('dd')).toBe(true);
    expect(sig('PRELIEVO SDD IREN MERCATO', 'IT').has('dd')).toBe(true);
    expect(sig('PRELIEVO SDD IREN MERCATO', 'IT').has('atm')).toBe(false);
    expect(sig('CARGO AUTOMATICO IZZI TELECOM', 'MX').has('dd')).toBe(true);
  });

  it('reads a leading BS as Betalingsservice only on Danish lines', () => {
    expect(sig('BS NORLYS ENERGI', 'DK').has('dd')).toBe(true);
    expect(sig('BS NORLYS ENERGI', 'GB').has('dd')).toBe(false);
    expect(sig('DANKORT BS BAGERI', 'DK').has('dd')).toBe(false); // not the first word
  });

  it('reads e-commerce markers of more layouts', () => {
    expect(sig('COMPRA EN LINEA COPPEL', 'MX').has('online')).toBe(true);
    expect(sig('PAGO VIRTUAL FALABELLA', 'CO').has('online')).toBe(true);
    expect(sig('ACQUISTO ON LINE FELTRINELLI', 'IT').has('online')).toBe(true);
    expect(sig('NETTBETALING KOMPLETT', 'NO').has('online')).toBe(true);
    expect(sig('PLATBA KARTOU NA INTERNETU DATART', 'CZ').has('online')).toBe(true);
    expect(sig('SANAL POS N11', 'TR').has('online')).toBe(true);
  });

  it('reads cash withdrawals and transfers of more layouts', () => {
    expect(sig('ABM WITHDRAWAL TD HALIFAX', 'CA').has('atm')).toBe(true);
    expect(sig('BARGELDBEZUG RAIFFEISEN LUZERN', 'CH').has('atm')).toBe(true);
    expect(sig('KONTANTUTTAK SPAREBANK 1', 'NO').has('atm')).toBe(true);
    expect(sig('LEVANT NUMERARIO CGD FARO', 'PT').has('atm')).toBe(true);
    expect(sig('DOC ENVIADO LUCAS ALMEIDA', 'BR').has('transfer_out')).toBe(true);
    expect(sig('ZAHLUNGSAUFTRAG URS KELLER', 'CH').has('transfer')).toBe(true);
    expect(sig('PESALINK TO MARY WANJIKU', 'KE').has('transfer')).toBe(true);
  });

  it('reads Japanese, Korean and Chinese web, direct-debit and cash words', () => {
    expect(sig('ｺｳｻﾞﾌﾘｶｴ ｶﾝｻｲﾃﾞﾝﾘﾖｸ', 'JP').has('dd')).toBe(true);
    expect(sig('ｵﾝﾗｲﾝ ﾋﾞﾂｸｶﾒﾗ', 'JP').has('online')).toBe(true);
    expect(sig('온라인 쿠팡', 'KR').has('online')).toBe(true);
    expect(sig('CD출금 신한은행', 'KR').has('atm')).toBe(true);
  });

  it('keeps the channel-only words out of the tagger feature (no retraining for them)', () => {
    expect(LEXICON.byFirst.has('TED')).toBe(true);
    expect(TAGGER_LEX_FIRST.has('TED')).toBe(false);
    expect(TAGGER_LEX_FIRST.has('NA')).toBe(false);
    expect(TAGGER_LEX_FIRST.has('LASTSCHRIFT')).toBe(true);
  });
});

describe.skipIf(!hasEngineData)('round 32 (engine)', () => {
  beforeAll(loadProbeEngine);

  it('gives the channel of the new markers', () => {
    expect(channel('DEB. DIRETO AGUAS DO PORTO', 'PT')).toBe('direct_debit');
    expect(channel('BS NORLYS ENERGI', 'DK')).toBe('direct_debit');
    expect(channel('COMPRA EN LINEA COPPEL', 'MX')).toBe('online');
    expect(channel('CD출금 신한은행', 'KR')).toBe('atm');
    expect(channel('TED ENVIADO MARCOS PEREIRA', 'BR')).toBe('bank_transfer');
  });

  it('reads a purchase at a telecom\'s own shop as no recurring bill', () => {
    expect(recurring('VODAFONE SHOP KOELN SCHILDERGASSE', 'DE')).toBe(false);
    expect(recurring('ORANGE BOUTIQUE LYON PART DIEU', 'FR')).toBe(false);
    // the bill itself still recurs
    expect(recurring('LASTSCHRIFT VODAFONE GMBH KD 5512', 'DE')).toBe(true);
  });

  it('reads carriers named by airline words of more languages, or "X AIR", as airlines bought online', () => {
    const air = (title: string, country: string) => { const r = run(title, country); return [r.transaction.category.tertiary.name, r.transaction.channel]; };
    expect(air('LINEAS AEREAS DEL SUR MENDOZA', 'AR')).toEqual(['Airlines', 'online']);
    expect(air('ANADOLU HAVAYOLLARI IZMIR', 'TR')).toEqual(['Airlines', 'online']);
    expect(air('NORTHSTAR AVIATION DENVER CO', 'US')).toEqual(['Airlines', 'online']);
    expect(air('KESTREL AIR GLASGOW', 'GB')).toEqual(['Airlines', 'online']);
    // a shop or an adjective of the air is no carrier
    expect(air('FRESH AIR LONDON', 'GB')[0]).not.toBe('Airlines');
    expect(air('AIR MAX STORE LONDON', 'GB')[0]).not.toBe('Airlines');
  });
});
