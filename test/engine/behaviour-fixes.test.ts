// Engine behaviours fixed after the first version: recurring payments always carry a type,
// card-issuer bill payments, app-first channels, glued names behind processors, and the
// precompiled merchant keys / edit-distance index agreeing with the parser.
import { describe, expect, it, beforeAll } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadEngine, type Engine } from '../../workers/engine/index.js';
import { defaultDataDir, loadEngineData } from '../../workers/engine/data.js';
import { buildMerchantIndex, matchMerchant, precomputeMerchantKeys } from '../../workers/engine/merchants.js';
import { SUBSCRIPTION_TYPES, type MerchantRecord } from '../../workers/engine/types.js';

const hasData = existsSync(join(defaultDataDir(), 'merchants.msgpack'));
let engine: Engine;
const run = (title: string, country = 'US', type: 'expense' | 'income' = 'expense') => engine.enrich({ title, country, type });

describe.skipIf(!hasData)('engine behaviour fixes', () => {
  beforeAll(() => { engine = loadEngine({ iconBaseUrl: 'http://x' }); });

  it('gives every recurring payment a subscription type, income included', () => {
    const titles: Array<[string, string, 'expense' | 'income']> = [
      ['PAYROLL ACME CORP', 'US', 'income'], ['SSA TREAS 310 XXSOC SEC', 'US', 'income'], ['INTEREST PAYMENT', 'US', 'income'],
      ['Gehalt Maerz ACME GmbH', 'DE', 'income'], ['STANDING ORDER JOHN SMITH RENT', 'GB', 'expense'],
      ['CHASE CREDIT CRD AUTOPAY', 'US', 'expense'], ['NETFLIX.COM', 'US', 'expense'], ['SQ *BLUE BOTTLE COFFEE OAKLAND CA', 'US', 'expense'],
    ];
    let recurring = 0;
    for (const [title, country, type] of titles) {
      const s = run(title, country, type).transaction.subscription;
      if (s.recurring) {
        recurring++;
        expect(SUBSCRIPTION_TYPES as readonly string[], title).toContain(s.type);
      } else expect(s.type, title).toBeNull();
    }
    expect(recurring).toBeGreaterThanOrEqual(6);
    expect(run('PAYROLL ACME CORP', 'US', 'income').transaction.subscription).toEqual({ recurring: true, type: 'other' });
  });

  it('reads card-issuer payments without card words as credit card bill transfers', () => {
    for (const title of ['CAPITAL ONE MOBILE PMT', 'AMEX EPAYMENT ACH PMT', 'CITI AUTOPAY', 'DISCOVER E-PAYMENT']) {
      const r = run(title);
      expect(r.transaction.category.primary.name, title).toBe('Transfers');
      expect(r.enrichments.merchant.status, title).toBe('not_applicable');
      expect(r.transaction.subscription.recurring, title).toBe(true);
      expect(['bank_transfer', 'direct_debit'], title).toContain(r.transaction.channel);
    }
    // The issuer's name alone, or a purchase, is not a bill payment.
    expect(run('CAPITAL ONE CAFE SEATTLE WA').transaction.category.primary.name).not.toBe('Transfers');
  });

  it('keeps app-first ride hailing on mobile_app despite a help domain or phone number', () => {
    expect(run('UBER *TRIP HELP.UBER.COM CA').transaction.channel).toBe('mobile_app');
    expect(run('LYFT   *RIDE TUE 7PM 8552800278 CA').transaction.channel).toBe('mobile_app');
    // Other app merchants with their own web domain stay online.
    expect(run('DELIVEROO.CO.UK LONDON', 'GB').transaction.channel).toBe('online');
  });

  it('splits glued names behind a processor at known words', () => {
    const r = run('MERPAGO*TAQUERIALOSCOMPA GUADALAJARA JAL', 'MX');
    expect(r.enrichments.merchant.data?.name).toBe('Taqueria Los Compa');
    expect(r.enrichments.paymentProcessor.data?.name).toBe('Mercado Pago');
  });
});

describe.skipIf(!hasData)('precompiled merchant keys and the edit-distance index', () => {
  it('builds the same index from precompiled keys as from parsing, and ignores stale keys', () => {
    const data = loadEngineData();
    const merchants = data.merchants.slice(0, 3000);
    const pre = precomputeMerchantKeys(merchants);
    const a = buildMerchantIndex(merchants, pre);
    const b = buildMerchantIndex(merchants, null);
    expect([...a.exact.keys()]).toEqual([...b.exact.keys()]);
    expect(a.prefixes).toEqual(b.prefixes);
    // Keys that disagree with the parser (an old build) are not used.
    const stale = { ...pre, keys: pre.keys.map((k) => `${k}X`) };
    expect([...buildMerchantIndex(merchants, stale).exact.keys()]).toEqual([...b.exact.keys()]);
  });

  it('finds one-edit misspellings (insertion, deletion, substitution, transposition)', () => {
    const rec = (name: string, id: string): MerchantRecord => ({
      id, key: `curated:${id}`, name, alias: [], keywords: [], category: 'Restaurants', countries: [], channel: null,
      subscription: null, iconSlug: null, color: null, description: null, website: null, domain: null, source: 'curated',
    });
    const idx = buildMerchantIndex([rec('Brightwater', 'a'), rec('Landemaine', 'b')]);
    const find = (w: string) => matchMerchant(idx, { words: [w], country: 'US', regionStart: 0, regionEnd: 1, partyRange: null, blocked: new Set() });
    for (const w of ['BRIGHTWATR', 'BRIGHTWWATER', 'BRIGHTWOTER', 'BRIGHTWAETR']) expect(find(w)?.rec.name, w).toBe('Brightwater');
    expect(find('LANDEMAIEN')?.rec.name).toBe('Landemaine');
    expect(find('BRIGHTWOTTER')).toBeNull(); // two edits
  });
});
