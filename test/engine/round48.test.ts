// Round 48 causes (brands known only from name-suggestion-index, or known as their group's alias), tested on
// titles written for these tests (not the eval sets').
import { beforeAll, describe, expect, it } from 'vitest';
import { hasEngineData, l1, l3, loadProbeEngine, merchant } from '../helpers/engine-probe.js';

describe.skipIf(!hasEngineData)('a chain printed under its own name, not its group (round 48)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('shows the chain whose own name a curated group lists as an alias or keyword', () => {
    expect(merchant('S-MARKET HERVANTA TAMPERE', 'FI')).toMatch(/^S-market$/i);
    expect(merchant('KORTTIOSTO PRISMA KUPITTAA TURKU', 'FI')).toBe('Prisma');
    expect(merchant('ALFAMIDI SURABAYA', 'ID')).toBe('Alfamidi');
    expect(merchant('PHARMAPRIX 0412 QUEBEC QC', 'CA')).toBe('Pharmaprix');
    expect(l1('PHARMAPRIX 0412 QUEBEC QC', 'CA')).toBe('Health & Wellness');
  });

  it('keeps the group for its own divisions and aliases of another trade', () => {
    expect(merchant('PRLV SEPA VEOLIA EAU 1122', 'FR')).toBe('Veolia');
    expect(merchant('WHOLE FOODS MKT 0101 BOSTON MA', 'US')).toBe('Whole Foods Market');
    expect(merchant('SPARK NEW ZEALAND BILL', 'NZ')).toBe('Spark');
  });

  it('reads a chain whose name runs on from a group printed in part, or from a brand of another trade', () => {
    expect(merchant('POS RELIANCE FRESH NOIDA', 'IN')).toBe('Reliance Fresh');
    expect(merchant('EC GLOBUS BAUMARKT KOBLENZ', 'DE')).toBe('Globus Baumarkt');
    expect(l1('EC GLOBUS BAUMARKT KOBLENZ', 'DE')).toBe('Shopping');
  });

  it('keeps a brand printed whole for its formats of the same trade', () => {
    expect(merchant('POS CONAD SUPERSTORE MODENA', 'IT')).toBe('Conad');
    expect(merchant('GLOBUS SB-WARENHAUS LEIPZIG', 'DE')).toBe('Globus');
  });
});

describe.skipIf(!hasEngineData)('a drugstore chain with the pharmacy word (round 48)', () => {
  beforeAll(() => loadProbeEngine(), 60_000);

  it('is the chain, not a local pharmacy named like it', () => {
    expect(merchant('WELCIA YAKKYOKU CHIBA', 'JP')).toMatch(/^welcia$/i);
    expect(l3('WELCIA YAKKYOKU CHIBA', 'JP')).toBe('Drugstores & Toiletries');
  });
});
