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
    expect(a.exact.keyList()).toEqual(b.exact.keyList());
    expect(a.exact.values().map((l) => l.map((e) => e.rec.id))).toEqual(b.exact.values().map((l) => l.map((e) => e.rec.id)));
    expect(a.prefixes.keyList()).toEqual(b.prefixes.keyList());
    // Keys that disagree with the parser (an old build) are not used.
    const stale = { ...pre, keys: pre.keys.map((k) => `${k}X`) };
    expect(buildMerchantIndex(merchants, stale).exact.keyList()).toEqual(b.exact.keyList());
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

describe('gazetteer columns', () => {
  it('round-trip through msgpack to the identical gazetteer, and stale columns are not used', async () => {
    const { Packr, Unpackr } = await import('msgpackr');
    const { toColumns, fromColumns, sha1 } = await import('../../workers/engine/gazetteer-columns.js');
    const { mkdtempSync, writeFileSync, mkdirSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const g = {
      cities: [
        { name: 'Zürich', altNames: ['Zurich', 'Zuerich'], country: 'CH', admin: 'ZH', lat: 47.36667, lon: 8.55, population: 341730, timezone: 'Europe/Zurich' },
        { name: 'Nowhere', altNames: [], country: 'US', admin: null, lat: -0.5, lon: 179.99999, population: 0, timezone: null },
      ],
      admins: [{ country: 'US', code: 'WA', name: 'Washington' }],
      zips: [{ zip: '98101', city: 'Seattle', state: 'WA', lat: 47.6114, lon: -122.3305 }],
      countries: [{ code: 'CH', alpha3: 'CHE', name: 'Switzerland' }],
    };
    const packr = () => new Packr({ useRecords: true });
    const bytes = packr().pack(g);
    const back = fromColumns(new Unpackr({ useRecords: true }).unpack(packr().pack(toColumns(g, sha1(bytes)))));
    expect(back).toEqual(g);
    // Precompiled city keys give the same place index as computing them; wrong keys are not used.
    const { columnKeys } = await import('../../workers/engine/gazetteer-columns.js');
    const { buildGazetteer } = await import('../../workers/engine/location.js');
    const { nameKey } = await import('../../workers/engine/text.js');
    const withKeys = toColumns(g, 'x', nameKey);
    const keys = columnKeys(withKeys, g);
    expect(keys).toEqual(['ZURICH', 'ZURICH', 'ZUERICH', 'NOWHERE']);
    expect(buildGazetteer(g, keys).cities.keyList()).toEqual(buildGazetteer(g).cities.keyList());
    expect(buildGazetteer(g, ['BAD', 'ZURICH', 'ZUERICH', 'NOWHERE']).cities.keyList()).toEqual(buildGazetteer(g).cities.keyList());
    // loadEngineData uses the columns only when their SHA-1 matches gazetteer.msgpack.
    if (!hasData) return;
    const dir = mkdtempSync(join(tmpdir(), 'txe-gz-'));
    const real = loadEngineData();
    for (const [file, value] of Object.entries({ 'taxonomy.msgpack': real.taxonomy, 'merchants.msgpack': real.merchants.slice(0, 10), 'intermediaries.msgpack': [], 'p2p.msgpack': [], 'banks.msgpack': [], 'gazetteer.msgpack': g })) {
      writeFileSync(join(dir, file), packr().pack(value));
    }
    mkdirSync(join(dir, 'engine'));
    const stale = { ...g, cities: [g.cities[1]!] };
    writeFileSync(join(dir, 'engine', 'gazetteer-columns.msgpack'), packr().pack(toColumns(stale, 'not-the-hash')));
    expect(loadEngineData(dir).gazetteer.cities.map((c) => c.name)).toEqual(['Zürich', 'Nowhere']);
    writeFileSync(join(dir, 'engine', 'gazetteer-columns.msgpack'), packr().pack(toColumns(stale, sha1(packr().pack(g)))));
    expect(loadEngineData(dir).gazetteer.cities.map((c) => c.name)).toEqual(['Nowhere']); // trusted by its hash
  });
});
