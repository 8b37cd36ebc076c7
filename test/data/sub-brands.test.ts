// Sub-brands as their own records (issue 8): a curated parent loses an alias that names another
// brand of its own countries, and keeps the aliases that are itself under another form.
import { describe, expect, it } from 'vitest';
import { mergeCuratedMerchants } from '../../native-data/sources/merge.js';
import type { CuratedMerchant } from '../../native-data/sources/curated.js';
import type { MerchantRecord } from '../../workers/engine/types.js';

const nsi = (name: string, countries: string[], category = 'General Groceries'): MerchantRecord => ({
  id: name, key: `nsi:${name}`, name, alias: [], keywords: [], category, countries, channel: null, subscription: null,
  iconSlug: null, color: null, description: null, website: null, domain: null, source: 'nsi',
});
const curated = (name: string, alias: string[], countries: string[]): CuratedMerchant => ({
  key: name.toLowerCase().replace(/\W+/g, '-'), name, alias, keywords: [], category: 'General Groceries', countries, channel: null,
  subscription: null, description: null, website: null, domain: null, color: null, iconSlug: null, file: 'test.json',
});

describe('sub-brands in the merchant merge', () => {
  // Generated parents and sub-brands: every parent lists a sub-brand, its own full name, its initials and a foreign namesake.
  const cases = [['Norda Retail Group', 'Kvikk Mart', 'FI'], ['Sol Holdings', 'Mercado Sol Norte', 'ES'], ['Vantor Energy', 'Blue Pump', 'US']] as const;

  it('drops an alias naming another brand of the same countries, so the sub-brand answers for itself', () => {
    for (const [parent, sub, country] of cases) {
      const ini = parent.split(' ').map((w) => w[0]).join('');
      const out = mergeCuratedMerchants(
        [nsi(sub, [country]), nsi(parent, [country]), nsi(ini, [country]), nsi('Foreign Namesake', ['JP'])],
        [curated(ini, [sub.toUpperCase(), parent.toUpperCase(), 'FOREIGN NAMESAKE'], [country])],
        {},
      );
      const rec = out.find((r) => r.source === 'curated')!;
      expect(rec.alias).not.toContain(sub.toUpperCase());
      expect(rec.alias).toContain(parent.toUpperCase()); // its own full name (initials of the name)
      expect(rec.alias).toContain('FOREIGN NAMESAKE'); // a brand of other countries is no sub-brand here
      expect(out.some((r) => r.name === sub && r.source === 'nsi')).toBe(true);
    }
  });

  it('keeps short keys and store-number patterns', () => {
    const out = mergeCuratedMerchants([nsi('KVM', ['FI']), nsi('Kvik', ['FI'])], [curated('Norda', ['KVM', 'KVIK #'], ['FI'])], {});
    expect(out.find((r) => r.source === 'curated')!.alias).toEqual(expect.arrayContaining(['KVM', 'KVIK #']));
  });
});
