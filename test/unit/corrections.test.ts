// The pure parts of corrections: the title key and applyCorrection; and CorrectionBook's
// caching against a counting fake source (no I/O of its own to test).
import { describe, expect, it } from 'vitest';
import { applyCorrection, CorrectionBook, correctionKey, CORRECTION_REASON, type Correction, type CorrectionSource } from '../../src/enrich/corrections.js';
import type { EnrichReply } from '../../workers/protocol.js';

describe('correctionKey', () => {
  it('ignores case, store numbers, dates, amounts and references', () => {
    const same = [
      'STARBUCKS STORE #1234 SEATTLE WA 05/12/2024 REF 99887',
      'Starbucks Store #77 Seattle WA 2024-06-01 ref 11223',
      'STARBUCKS STORE 5 SEATTLE WA 12 MAY 2024 TRACE 555',
      'starbucks store seattle wa',
      'STARBUCKS  STORE-0099  SEATTLE, WA  12.50 AUTH 8812',
      'STARBÜCKS STORE 1 SEATTLE WA MAY 12',
    ];
    const keys = new Set(same.map(correctionKey));
    expect([...keys]).toEqual(['STARBUCKS STORE SEATTLE WA']);
  });

  it('keeps what names the payee apart', () => {
    expect(correctionKey('STARBUCKS STORE 1 PORTLAND OR')).not.toBe(correctionKey('STARBUCKS STORE 1 SEATTLE WA'));
    expect(correctionKey('AMZN MKTP US*2K4J9')).toBe('AMZN MKTP US');
    expect(correctionKey('12345')).toBe('12345'); // digits only: exact text, not "" (which would match every such title)
    expect(correctionKey('12345')).not.toBe(correctionKey('67890'));
  });
});

const reply = (over: Partial<EnrichReply> = {}, withEntities = false): EnrichReply => {
  const result: Record<string, unknown> = {
    transaction: {
      category: { primary: { name: 'Shopping', code: { mcc: 5999, sic: 5999, naics: 459999 } }, secondary: { name: 'x', code: { mcc: 1, sic: 1, naics: 1 } }, tertiary: { name: 'y', code: { mcc: 1, sic: 1, naics: 1 } }, confidence: 60 },
      subscription: { recurring: false, type: null }, channel: 'in_store', confidence: 60,
    },
    enrichments: {
      merchant: { status: 'no_match', confidence: null, data: null },
      location: { status: 'no_match', confidence: null, data: null },
      paymentProcessor: { status: 'no_match', confidence: null, data: null },
      peerToPeer: { status: 'not_applicable', confidence: null, data: null },
    },
  };
  if (withEntities) result['entities'] = [{ type: 'merchant', role: 'organization', confidence: { value: 70, reasons: ['alias_matched'] }, data: { name: 'Wrong' } }];
  return { json: JSON.stringify(result), partial: false, errors: [], merchantId: null, merchant: null, location: null, engineMs: 1, ...over };
};

const MERCHANT = { id: '0e16ec63-2fb2-5a28-9d38-627fd6b79c98', name: 'Acme', alias: [], keywords: [], icon: null, description: null, color: null, website: null, domain: null };
const CATEGORY = {
  primary: { name: 'Food & Drink', code: { mcc: 5812, sic: 5812, naics: 722511 } },
  secondary: { name: 'Cafes', code: { mcc: 5814, sic: 5812, naics: 722515 } },
  tertiary: { name: 'Coffee Shops', code: { mcc: 5814, sic: 5812, naics: 722515 } },
};

describe('applyCorrection', () => {
  it('sets merchant, category, channel and recurring; the input is untouched', () => {
    const r = reply();
    const before = r.json;
    const out = applyCorrection(r, { merchant: MERCHANT, category: CATEGORY, channel: 'online', recurring: true });
    expect(r.json).toBe(before);
    const j = JSON.parse(out.json);
    expect(j.enrichments.merchant).toEqual({ status: 'found', confidence: 100, data: MERCHANT });
    expect(j.transaction.category).toEqual({ ...CATEGORY, confidence: 100 });
    expect(j.transaction.channel).toBe('online');
    expect(j.transaction.subscription).toEqual({ recurring: true, type: 'other' });
    expect(out.merchantId).toBe(MERCHANT.id);
    expect(JSON.parse(out.merchantJson!)).toEqual(j.enrichments.merchant.data); // what the writer stores
    expect(j.enrichments.location).toEqual({ status: 'no_match', confidence: null, data: null });
  });

  it('replaces the merchant entity with one whose reason is organization_correction', () => {
    const j = JSON.parse(applyCorrection(reply({}, true), { merchant: MERCHANT }).json);
    expect(j.entities).toEqual([{ type: 'merchant', role: 'organization', confidence: { value: 100, reasons: [CORRECTION_REASON] }, data: MERCHANT }]);
    const k = JSON.parse(applyCorrection(reply({}, true), { recurring: false }).json);
    expect(k.entities[0].confidence.reasons).toEqual(['alias_matched', CORRECTION_REASON]);
    expect(k.transaction.subscription).toEqual({ recurring: false, type: null });
  });
});

describe('CorrectionBook', () => {
  function source(): CorrectionSource & { versionCalls: number; loads: number; version: string; rows: Array<{ titleKey: string; correction: Correction }> } {
    return {
      versionCalls: 0, loads: 0, version: 'v1', rows: [{ titleKey: 'ACME SHOP', correction: { channel: 'online' } }],
      async correctionVersions() { this.versionCalls++; return [{ orgId: 'org-a', version: this.version }]; },
      async loadCorrections() { this.loads++; return this.rows; },
    };
  }

  it('answers null at once for an organization without corrections, and caches per version', async () => {
    const src = source();
    const book = new CorrectionBook(src);
    await book.refresh();
    expect(book.match('org-b', 'ACME SHOP 12')).toBeNull();
    expect(await book.match('org-a', 'acme shop #99')).toEqual({ channel: 'online' });
    expect(await book.match('org-a', 'ACME SHOP 1')).toEqual({ channel: 'online' });
    expect(await book.match('org-a', 'OTHER SHOP')).toBeNull();
    expect(src.loads).toBe(1);
    src.version = 'v2';
    src.rows = [];
    await book.refresh();
    expect(await book.match('org-a', 'ACME SHOP')).toBeNull();
    expect(src.loads).toBe(2);
  });
});
