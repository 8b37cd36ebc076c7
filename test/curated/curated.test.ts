// Validates the hand-curated sources in native-data/curated/ that the data build reads:
// taxonomy tree integrity and codes, the OSM tag map against name-suggestion-index, and the
// processor / p2p / bank lists. Independent of native-data/sources/curated.ts on purpose: this
// checks the content (counts, coverage, code formats), that module checks shape at build time.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEVEL1_CATEGORIES, type TaxonomyEntry } from '../../workers/engine/types.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const curatedDir = join(root, 'native-data', 'curated');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(curatedDir, file), 'utf8')) as T;
}

type Obj = Record<string, unknown>;
const HEX_COLOR = /^#[0-9A-F]{6}$/i;
const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;
const ISO2 = /^[A-Z]{2}$/;

const taxonomy = readJson<TaxonomyEntry[]>('taxonomy.json');
const byName = new Map(taxonomy.map((e) => [e.name, e]));
const level3 = new Set(taxonomy.filter((e) => e.level === 3).map((e) => e.name));

/** Problems with optional presentation fields shared by intermediaries and p2p records. */
function commonProblems(r: Obj): string[] {
  const p: string[] = [];
  if (typeof r.key !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(r.key)) p.push('key must be a lowercase slug');
  if (typeof r.name !== 'string' || r.name.trim() === '') p.push('name required');
  if (typeof r.website !== 'string' || !/^https:\/\/[^\s]+$/.test(r.website)) p.push('website must be an https URL');
  if (typeof r.domain !== 'string' || !DOMAIN.test(r.domain)) p.push('domain must be a bare host name');
  else if (typeof r.website === 'string' && !new URL(r.website).hostname.endsWith(r.domain.split('.').slice(-2).join('.'))) {
    p.push('domain and website disagree');
  }
  if (r.color !== undefined && (typeof r.color !== 'string' || !HEX_COLOR.test(r.color))) p.push('color must be #RRGGBB');
  if (r.iconSlug !== undefined && (typeof r.iconSlug !== 'string' || !/^[a-z0-9]+$/.test(r.iconSlug))) p.push('bad iconSlug');
  return p;
}

/** Non-empty, unique, uppercase strings, as banks print them. */
function statementStrings(list: unknown, field: string): string[] {
  if (!Array.isArray(list) || list.length === 0) return [`${field} must be a non-empty array`];
  const p: string[] = [];
  for (const s of list) {
    if (typeof s !== 'string' || s.trim() !== s || s.length < 2) p.push(`${field}: "${String(s)}" must be a trimmed string`);
    else if (s !== s.toUpperCase()) p.push(`${field}: "${s}" must be uppercase`);
  }
  if (new Set(list).size !== list.length) p.push(`${field} has duplicates`);
  return p;
}

function problemsOf<T extends Obj>(records: T[], check: (r: T) => string[]): string[] {
  return records.flatMap((r) => check(r).map((m) => `${String(r.key ?? r.name)}: ${m}`));
}

describe('taxonomy.json', () => {
  it('has the 15 fixed level-1 names exactly, in the contract order', () => {
    expect(taxonomy.filter((e) => e.level === 1).map((e) => e.name)).toEqual([...LEVEL1_CATEGORIES]);
  });

  it('has at least 150 entries with unique names', () => {
    expect(taxonomy.length).toBeGreaterThanOrEqual(150);
    expect(byName.size).toBe(taxonomy.length);
  });

  it('every entry is well-formed with a one-sentence description', () => {
    const problems = taxonomy.flatMap((e) => {
      const p: string[] = [];
      const keys = Object.keys(e).sort().join(',');
      if (keys !== 'description,level,mcc,naics,name,parent,sic,type') p.push(`unexpected fields ${keys}`);
      if (![1, 2, 3].includes(e.level)) p.push('bad level');
      if (typeof e.description !== 'string' || !/^[A-Z].{10,200}\.$/.test(e.description)) p.push('description must be one sentence');
      else if (/\.\s+[A-Z]/.test(e.description)) p.push('description has more than one sentence');
      return p.map((m) => `${e.name}: ${m}`);
    });
    expect(problems).toEqual([]);
  });

  it('codes are integers of the right size: MCC and SIC 4 digits (leading zeros dropped), NAICS 6 digits', () => {
    const problems = taxonomy.flatMap((e) => {
      const p: string[] = [];
      if (!Number.isInteger(e.mcc) || e.mcc < 100 || e.mcc > 9999) p.push(`mcc ${e.mcc}`);
      if (!Number.isInteger(e.sic) || e.sic < 100 || e.sic > 9999) p.push(`sic ${e.sic}`);
      if (!Number.isInteger(e.naics) || e.naics < 100000 || e.naics > 999999) p.push(`naics ${e.naics}`);
      // NAICS sectors run 11..92; SIC major groups 01..99.
      const sector = Math.floor(e.naics / 10000);
      if (sector < 11 || sector > 92) p.push(`naics sector ${sector}`);
      return p.map((m) => `${e.name}: ${m}`);
    });
    expect(problems).toEqual([]);
  });

  it('uses well-known codes for the anchor categories', () => {
    const codes = (n: string) => {
      const e = byName.get(n);
      return e ? [e.mcc, e.sic, e.naics] : null;
    };
    expect(codes('General Groceries')).toEqual([5411, 5411, 445110]);
    expect(codes('Restaurants')).toEqual([5812, 5812, 722511]);
    expect(codes('Fast Food')).toEqual([5814, 5812, 722513]);
    expect(codes('Gas Stations')?.[0]).toBe(5541);
    expect(codes('Airlines')?.slice(0, 1)).toEqual([4511]);
    expect(codes('Hotels')).toEqual([7011, 7011, 721110]);
    expect(codes('ATM Cash Withdrawal')?.[0]).toBe(6011);
    expect(codes('Income Tax')?.[0]).toBe(9311);
    expect(codes('Pharmacies')).toEqual([5912, 5912, 446110]);
    expect(codes('Cinemas')).toEqual([7832, 7832, 512131]);
  });

  it('forms a tree: parents exist one level up, types follow the Income branch', () => {
    const problems: string[] = [];
    for (const e of taxonomy) {
      if (e.level === 1) {
        if (e.parent !== null) problems.push(`${e.name}: level 1 must have parent null`);
      } else {
        const parent = e.parent === null ? undefined : byName.get(e.parent);
        if (!parent) problems.push(`${e.name}: parent ${e.parent} missing`);
        else if (parent.level !== e.level - 1) problems.push(`${e.name}: parent ${e.parent} is level ${parent.level}`);
      }
      let top: TaxonomyEntry | undefined = e;
      while (top && top.parent !== null) top = byName.get(top.parent);
      const expected = top?.name === 'Income' ? 'income' : 'primary';
      if (e.type !== expected) problems.push(`${e.name}: type ${e.type}, expected ${expected}`);
    }
    expect(problems).toEqual([]);
  });

  it('every level-1 has level-2 children and every level-2 has a level-3 child', () => {
    const childless = taxonomy
      .filter((e) => e.level < 3 && !taxonomy.some((c) => c.parent === e.name))
      .map((e) => e.name);
    expect(childless).toEqual([]);
  });

  it('has no catch-all level-3 names that say nothing', () => {
    const vague = [...level3].filter((n) => /^(other|misc|miscellaneous|general|uncategori[sz]ed)$/i.test(n));
    expect(vague).toEqual([]);
  });

  it('holds the categories the engine must classify, under the level-1 of eval/FORMAT.md', () => {
    const top = (n: string): string | undefined => {
      let e = byName.get(n);
      while (e && e.parent !== null) e = byName.get(e.parent);
      return e?.name;
    };
    const expected: Record<string, string> = {
      Salary: 'Income', 'Merchant Refunds': 'Income', 'Interest Earned': 'Income', Dividends: 'Income',
      'Between Own Accounts': 'Transfers', 'Sent to People': 'Transfers', 'Credit Card Bill Payment': 'Transfers',
      'General Groceries': 'Food & Drink', 'Coffee Shops': 'Food & Drink', 'Food Delivery Apps': 'Food & Drink',
      'Gas Stations': 'Transportation', Parking: 'Transportation', 'Ride Hailing': 'Transportation',
      'Metro & Bus': 'Transportation', 'EV Charging': 'Transportation', Tolls: 'Transportation',
      Airlines: 'Travel', Hotels: 'Travel', 'Car Rental': 'Travel',
      Rent: 'Housing & Utilities', 'Mortgage Payments': 'Housing & Utilities', Electricity: 'Housing & Utilities',
      'Water & Sewer': 'Housing & Utilities', 'Natural Gas': 'Housing & Utilities',
      'Video Streaming': 'Entertainment', 'Music Streaming': 'Entertainment', 'Video Games': 'Entertainment',
      Cinemas: 'Entertainment', 'Mobile Phone': 'Services', Internet: 'Services', 'Software & SaaS': 'Services',
      'Cloud Storage': 'Services', 'Legal Services': 'Services', 'Account Fees': 'Financial Services',
      'ATM Cash Withdrawal': 'Financial Services', 'Credit Card Interest': 'Financial Services',
      'Auto Insurance': 'Financial Services', 'Brokerage & Trading': 'Financial Services', Crypto: 'Financial Services',
      'Income Tax': 'Government & Taxes', 'Traffic & Parking Fines': 'Government & Taxes',
      Pharmacies: 'Health & Wellness', 'Gyms & Fitness Centers': 'Health & Wellness',
      'Hair Salons': 'Personal Care', 'University Tuition': 'Education', 'Charitable Donations': 'Charity & Gifts',
    };
    const wrong = Object.entries(expected).filter(([n, l1]) => !level3.has(n) || top(n) !== l1).map(([n]) => n);
    expect(wrong).toEqual([]);
  });
});

describe('osm-categories.json', () => {
  const map = readJson<Record<string, string>>('osm-categories.json');

  it('maps "key=value" tags to level-3 taxonomy names', () => {
    const bad = Object.entries(map).filter(([tag, cat]) => !/^[a-z_:]+=[a-z0-9_:-]+$/.test(tag) || !level3.has(cat));
    expect(bad).toEqual([]);
  });

  it('covers every tag that carries brands or transit networks in name-suggestion-index', () => {
    const nsiPath = join(root, 'node_modules', 'name-suggestion-index', 'dist', 'json', 'nsi.json');
    const nsi = JSON.parse(readFileSync(nsiPath, 'utf8')) as { nsi: Record<string, unknown> };
    const tags = new Set<string>();
    for (const path of Object.keys(nsi.nsi)) {
      const [group, key, value] = path.split('/');
      if ((group === 'brands' || group === 'transit') && key && value) tags.add(`${key}=${value}`);
    }
    expect(tags.size).toBeGreaterThan(250);
    const missing = [...tags].filter((t) => !(t in map)).sort();
    // route=walking_bus is a volunteer school-walking scheme: nothing anyone pays for.
    expect(missing).toEqual(['route=walking_bus']);
  });

  it('sends the common retail tags where a reviewer expects them', () => {
    expect(map['shop=supermarket']).toBe('General Groceries');
    expect(map['amenity=fast_food']).toBe('Fast Food');
    expect(map['amenity=fuel']).toBe('Gas Stations');
    expect(map['amenity=atm']).toBe('ATM Cash Withdrawal');
    expect(map['tourism=hotel']).toBe('Hotels');
    expect(map['office=insurance']).toBe('General Insurance');
  });
});

describe('intermediaries.json', () => {
  const list = readJson<Obj[]>('intermediaries.json');

  it('has at least 40 well-formed processors', () => {
    expect(list.length).toBeGreaterThanOrEqual(40);
    const problems = problemsOf(list, (r) => {
      const p = [...commonProblems(r), ...statementStrings(r.prefixes, 'prefixes')];
      if (typeof r.description !== 'string' || !/^[A-Z0-9].{20,}\.$/.test(r.description)) p.push('description required');
      return p;
    });
    expect(problems).toEqual([]);
  });

  it('keys and prefixes are unique across processors', () => {
    expect(new Set(list.map((r) => r.key)).size).toBe(list.length);
    const all = list.flatMap((r) => r.prefixes as string[]);
    expect(all.filter((p, i) => all.indexOf(p) !== i)).toEqual([]);
  });

  it('includes the prefixes printed by the big processors', () => {
    const owner = new Map(list.flatMap((r) => (r.prefixes as string[]).map((p) => [p, r.name] as const)));
    expect(owner.get('SQ *')).toBe('Square');
    expect(owner.get('TST*')).toBe('Toast');
    expect(owner.get('PAYPAL *')).toBe('PayPal');
    expect(owner.get('IZ *')).toBe('Zettle');
    expect(owner.get('SUMUP *')).toBe('SumUp');
    expect(owner.get('PAG*')).toBe('PagSeguro');
    expect(owner.get('MERPAGO*')).toBe('Mercado Pago');
  });
});

describe('p2p.json', () => {
  const list = readJson<Obj[]>('p2p.json');

  it('has at least 25 well-formed platforms', () => {
    expect(list.length).toBeGreaterThanOrEqual(25);
    const problems = problemsOf(list, (r) => {
      const p = [...commonProblems(r), ...statementStrings(r.alias, 'alias')];
      if (!Array.isArray(r.countries) || r.countries.some((c) => typeof c !== 'string' || !ISO2.test(c))) {
        p.push('countries must be ISO alpha-2 codes');
      }
      return p;
    });
    expect(problems).toEqual([]);
  });

  it('keys and aliases are unique across platforms', () => {
    expect(new Set(list.map((r) => r.key)).size).toBe(list.length);
    const all = list.flatMap((r) => r.alias as string[]);
    expect(all.filter((a, i) => all.indexOf(a) !== i)).toEqual([]);
  });

  it('knows the major national platforms', () => {
    const names = new Set(list.map((r) => r.name));
    for (const n of ['Venmo', 'Zelle', 'Cash App', 'PayPal', 'Interac', 'Pix', 'UPI', 'Bizum', 'Swish', 'Tikkie', 'BLIK', 'TWINT']) {
      expect(names.has(n), n).toBe(true);
    }
  });
});

describe('banks.json', () => {
  const path = join(curatedDir, 'banks.json');
  it.runIf(existsSync(path))('is well-formed with plausible founding dates', () => {
    const list = readJson<Obj[]>('banks.json');
    expect(new Set(list.map((r) => r.key)).size).toBe(list.length);
    const thisYear = new Date().getUTCFullYear();
    const problems = problemsOf(list, (r) => {
      const p: string[] = [];
      if (typeof r.key !== 'string' || !/^[a-z0-9][a-z0-9-]*$/.test(r.key)) p.push('key must be a lowercase slug');
      if (typeof r.name !== 'string' || r.name.trim() === '') p.push('name required');
      if (typeof r.country !== 'string' || !ISO2.test(r.country)) p.push('country must be ISO alpha-2');
      const y = r.foundedYear;
      if (y !== undefined && y !== null && (!Number.isInteger(y) || (y as number) < 1400 || (y as number) > thisYear)) p.push('foundedYear');
      const on = r.foundedOn;
      if (on !== undefined && on !== null) {
        if (typeof on !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(on) || Number.isNaN(Date.parse(on))) p.push('foundedOn');
        else if (typeof y === 'number' && Number(on.slice(0, 4)) !== y) p.push('foundedOn and foundedYear disagree');
      }
      if (r.domain !== undefined && (typeof r.domain !== 'string' || !DOMAIN.test(r.domain))) p.push('domain');
      if (r.website !== undefined && (typeof r.website !== 'string' || !r.website.startsWith('https://'))) p.push('website');
      return p;
    });
    expect(problems).toEqual([]);
  });
});
