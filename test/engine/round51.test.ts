// Round 51 causes (the channel: web words of more scripts, in-app words of more languages, parking apps, a contactless
// word against a merchant's usual web channel, Interac's tap, an internet cafe, the Italian fee), tested on titles
// written for these tests (not the eval sets').
import { beforeAll, describe, expect, it } from 'vitest';
import { hasEngineData, l1, l3, loadProbeEngine, channel } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('the channel of a line (round 51)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('reads web-purchase words of Greek, Arabic, Cyrillic and Hebrew lines', () => {
    expect(channel('ΑΓΟΡΑ ΜΕΣΩ ΔΙΑΔΙΚΤΥΟΥ PLAISIO', 'GR')).toBe('online');
    expect(channel('شراء عبر الانترنت EXTRA STORES', 'SA')).toBe('online');
    expect(channel('ИНТЕРНЕТ-ОПЛАТА WILDBERRIES', 'RU')).toBe('online');
    expect(channel('רכישה באינטרנט KSP', 'IL')).toBe('online');
  });

  it('reads in-app purchases of more languages, and an unknown app as a game', () => {
    expect(channel('COMPRA NO APP FREE FIRE', 'BR')).toBe('mobile_app');
    expect(channel('ZAKUP W APLIKACJI ROYAL KINGDOM', 'PL')).toBe('mobile_app');
    expect(channel('인앱결제 리니지W', 'KR')).toBe('mobile_app');
    expect(l1('IN APP PURCHASE MONOPOLY GO', 'US')).toBe('Entertainment');
  });

  it('takes parking paid in its app as mobile_app, a town printed or not', () => {
    expect(channel('PAYBYPHONE LYON 3E', 'FR')).toBe('mobile_app');
    expect(channel('EASYPARK NORGE OSLO', 'NO')).toBe('mobile_app');
    expect(channel('RINGGO 0203 046 0010', 'GB')).toBe('mobile_app');
  });

  it('lets a contactless word beat the merchant\'s usual web channel', () => {
    expect(channel('NS GROEP CONTACTLOOS AMSTERDAM CENTRAAL', 'NL')).toBe('in_store');
    expect(channel('INTERAC FLASH SOBEYS 0412 HALIFAX', 'CA')).toBe('in_store');
  });

  it('keeps an internet cafe a shop and an ATM fee a fee', () => {
    expect(channel('PLATBA KARTOU INTERNETOVA KAVARNA BRNO', 'CZ')).toBe('in_store');
    expect(channel('COMMISSIONE PRELIEVO BANCOMAT CIRCUITO ESTERO', 'IT')).toBe('unknown');
  });

  it('reads a British supermarket\'s petrol filling station as fuel', () => {
    expect(l3('ASDA PFS 4471 HULL', 'GB')).toBe('Gas Stations');
  });
});
