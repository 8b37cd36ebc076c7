// Migrations and reference-data seeding: idempotent, stable ids, API row shapes.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Unpackr } from 'msgpackr';
import { defaultNativeDataDir } from '../../src/store/reference-data.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/store/migrate.js';
import type { Sql } from '../../src/store/connection.js';
import { MIGRATIONS } from '../../src/store/migrations/index.js';
import {
  bank, merchant, openStore, provisionTestDb, usingPostgres, writeFixture, type TestDb, type TestStore,
} from './helpers.js';

const B1 = '0aefcab2-227c-5c96-a297-dfa103cc6fd1';
const M1 = '1aefcab2-227c-5c96-a297-dfa103cc6fd1';
const I1 = '2aefcab2-227c-5c96-a297-dfa103cc6fd1';
const P1 = '3aefcab2-227c-5c96-a297-dfa103cc6fd1';

describe('migrations and seeding', () => {
  let db: TestDb;
  let store: TestStore;
  let dataDir: string;
  const sql = (): Sql => (store as unknown as { sql: Sql }).sql;

  beforeAll(async () => {
    db = await provisionTestDb();
    dataDir = writeFixture(join(db.dataDir, 'native'), {
      banks: [bank(B1, 'Chase', 'US', { iconSlug: 'chase', foundedYear: 1799, website: 'https://chase.com' })],
      merchants: [merchant(M1, 'Blue Bottle Coffee', { iconSlug: 'bluebottle', keywords: ['coffee'] })],
      intermediaries: [{ id: I1, key: 'sq', name: 'Square', prefixes: ['SQ *'], iconSlug: null, color: '#000000', description: 'Payments', website: null, domain: 'squareup.com' }],
      p2p: [{ id: P1, key: 'venmo', name: 'Venmo', alias: ['VENMO'], countries: ['US'], iconSlug: 'venmo', color: null, website: 'https://venmo.com', domain: null }],
    });
    store = await openStore(db, { nativeDataDir: dataDir });
  });
  afterAll(async () => {
    await store?.close();
    await db?.cleanup();
  });

  it('records every migration once and re-running applies nothing', async () => {
    const rows = await sql()<{ version: number }[]>`SELECT version FROM schema_migrations ORDER BY version`;
    expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(await migrate(sql())).toEqual([]);
    await store.init(); // a second init on the same database is a no-op
    const again = await sql()<{ n: number }[]>`SELECT count(*) AS n FROM schema_migrations`;
    expect(again[0]!.n).toBe(MIGRATIONS.length);
  });

  it.runIf(usingPostgres)('stored results are compressed with lz4 on PostgreSQL (pglz cost most of an insert)', async () => {
    const [row] = await sql()<{ c: string }[]>`
      SELECT attcompression::text AS c FROM pg_attribute WHERE attrelid = 'transactions'::regclass AND attname = 'result'`;
    const [lz4] = await sql()<{ ok: boolean }[]>`SELECT EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)) AS ok`;
    expect(row!.c).toBe(lz4!.ok ? 'l' : '');
  });

  it('concurrent migrate() calls serialise on the advisory lock', async () => {
    const extra = { version: 9_999, name: 'test_extra', sql: 'CREATE TABLE test_extra_table (id int);' };
    const results = await Promise.all([migrate(sql(), [...MIGRATIONS, extra]), migrate(sql(), [...MIGRATIONS, extra])]);
    expect(results.flat()).toEqual([9_999]);
    await sql()`DROP TABLE test_extra_table`;
    await sql()`DELETE FROM schema_migrations WHERE version = 9999`;
  });

  it('seeds reference rows in the API shape with their stable ids and absolute icons', async () => {
    expect(await store.getBank(B1)).toEqual({
      id: B1, name: 'Chase', country: 'US', foundedYear: 1799, foundedOn: null, description: null,
      icon: 'http://icons.test/icons/chase.svg', color: null, website: 'https://chase.com', domain: null,
    });
    const m = await store.getMerchant(M1);
    expect(m).toEqual({
      id: M1, name: 'Blue Bottle Coffee', alias: ['BLUE BOTTLE COFFEE'], keywords: ['coffee'],
      icon: 'http://icons.test/icons/bluebottle.svg', description: null, color: null, website: null, domain: null,
    });
    expect(Object.keys(m!)).toEqual(['id', 'name', 'alias', 'keywords', 'icon', 'description', 'color', 'website', 'domain']);
    expect(await store.getIntermediary(I1)).toEqual({ id: I1, name: 'Square', icon: null, description: 'Payments', color: '#000000', website: null, domain: 'squareup.com' });
    expect(await store.getP2PPlatform(P1)).toEqual({ id: P1, name: 'Venmo', icon: 'http://icons.test/icons/venmo.svg', color: null, website: 'https://venmo.com' });
    expect(await store.getBank('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await store.getBank('not-a-uuid')).toBeNull();
  });

  it('skips an unchanged seed on restart and reseeds changed data with the same ids', async () => {
    const before = await sql()<{ updated_at: Date }[]>`SELECT updated_at FROM reference_state`;
    await store.close();
    const logs: Record<string, unknown>[] = [];
    store = await openStore(db, { nativeDataDir: dataDir, iconBaseUrl: 'https://other.node', log: (o) => logs.push(o) });
    expect(logs.some((l) => l.msg === 'reference data unchanged')).toBe(true);
    const after = await sql()<{ updated_at: Date }[]>`SELECT updated_at FROM reference_state`;
    expect(after[0]!.updated_at.getTime()).toBe(before[0]!.updated_at.getTime());
    // icon URLs follow the node's own base URL without a reseed
    expect((await store.getBank(B1) as { icon: string }).icon).toBe('https://other.node/icons/chase.svg');

    writeFixture(dataDir, {
      banks: [bank(B1, 'JPMorgan Chase', 'US')], merchants: [merchant(M1, 'Blue Bottle')], intermediaries: [], p2p: [],
    });
    await store.close();
    logs.length = 0;
    store = await openStore(db, { nativeDataDir: dataDir, log: (o) => logs.push(o) });
    expect(logs.some((l) => l.msg === 'reference data seeded')).toBe(true);
    expect((await store.getBank(B1) as { name: string }).name).toBe('JPMorgan Chase');
    const counts = await sql()<{ n: number }[]>`SELECT count(*) AS n FROM banks`;
    expect(counts[0]!.n).toBe(1);
    // rows absent from the new data stay resolvable (ids already handed out)
    expect(await store.getP2PPlatform(P1)).not.toBeNull();
  });

  it('a reseed rewrites a bank name key that changed although the bank data did not', async () => {
    // What a new key function (ROW_FORMAT bump) leaves behind: the same data, an old key, an old hash.
    await sql()`UPDATE banks SET name_key = 'stale key' WHERE id = ${B1}`;
    await sql()`UPDATE reference_state SET hash = 'older-format'`;
    await store.close();
    store = await openStore(db, { nativeDataDir: dataDir });
    const found = await store.searchBanks({ name: 'JPMORGAN CHASE', country: null, page: 1, size: 10 });
    expect(found.banks.map((b) => (b as { id: string }).id)).toEqual([B1]);
  });

  // Several nodes on one PostgreSQL database starting at once: migrations and the seed are
  // each applied exactly once (advisory locks), and every node comes up.
  it.runIf(usingPostgres)('two nodes initialising a fresh database together both start', async () => {
    const fresh = await provisionTestDb();
    const dir = writeFixture(join(fresh.dataDir, 'native'), {
      banks: Array.from({ length: 3000 }, (_, i) => bank(`4aefcab2-227c-5c96-a297-${String(i).padStart(12, '0')}`, `Bank ${i % 100}`, 'US')),
      merchants: [], intermediaries: [], p2p: [],
    });
    const nodes = await Promise.all([openStore(fresh, { nativeDataDir: dir }), openStore(fresh, { nativeDataDir: dir })]);
    try {
      const s = (nodes[0] as unknown as { sql: Sql }).sql;
      const m = await s<{ n: number }[]>`SELECT count(*) AS n FROM schema_migrations`;
      expect(m[0]!.n).toBe(MIGRATIONS.length);
      const b = await s<{ n: number }[]>`SELECT count(*) AS n FROM banks`;
      expect(b[0]!.n).toBe(3000);
      expect((await nodes[1]!.searchBanks({ name: 'bank 7', country: 'us', page: 1, size: 100 })).banks).toHaveLength(30);
    } finally {
      await Promise.all(nodes.map((n) => n.close()));
      await fresh.cleanup();
    }
  });

  const built = existsSync(join(defaultNativeDataDir(), 'banks.msgpack'));
  it.runIf(built)('seeds the real compiled data (native-data/build) with every record under its id', async () => {
    const fresh = await provisionTestDb();
    const node = await openStore(fresh, { nativeDataDir: undefined });
    try {
      const s = (node as unknown as { sql: Sql }).sql;
      const dir = defaultNativeDataDir();
      for (const [file, table] of [['banks', 'banks'], ['merchants', 'merchants'], ['intermediaries', 'intermediaries'], ['p2p', 'p2p_platforms']] as const) {
        const records = new Unpackr({ useRecords: true }).unpack(readFileSync(join(dir, `${file}.msgpack`))) as { id: string }[];
        const ids = [...new Set(records.map((r) => r.id))];
        const rows = await s<{ n: number }[]>`SELECT count(*) AS n FROM ${s(table)} WHERE id = ANY(${ids}::uuid[])`;
        expect(rows[0]!.n, table).toBe(ids.length);
      }
      const banks = new Unpackr({ useRecords: true }).unpack(readFileSync(join(dir, 'banks.msgpack'))) as { id: string; name: string }[];
      const sample = banks[Math.floor(banks.length / 2)]!;
      const found = await node.searchBanks({ name: sample.name.toUpperCase(), country: null, page: 1, size: 100 });
      expect(found.banks.map((b) => (b as { id: string }).id)).toContain(sample.id);
    } finally {
      await node.close();
      await fresh.cleanup();
    }
  }, 120_000);
});
