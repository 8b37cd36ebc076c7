// Test databases for the store suites: a fresh PostgreSQL database per file when DATABASE_URL
// is set (dropped afterwards), else an embedded PGlite data dir in a temp folder.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Packr } from 'msgpackr';
import { createTempDatabase } from '../../bench/lib/temp-db.js';
import { createStore } from '../../src/store/index.js';
import type { StoreOptions, TransactionWrite } from '../../src/store/types.js';
import type {
  BankRecord, IntermediaryRecord, MerchantRecord, P2PPlatformRecord,
} from '../../workers/engine/types.js';

export const usingPostgres = Boolean(process.env.DATABASE_URL);

export interface TestDb {
  databaseUrl: string | null;
  dataDir: string;
  cleanup(): Promise<void>;
}

export async function provisionTestDb(): Promise<TestDb> {
  // A temp dir either way: PGlite lives in it, and tests point nativeDataDir below it.
  const dataDir = mkdtempSync(join(tmpdir(), 'txe-store-'));
  if (!process.env.DATABASE_URL) {
    // createStore() starts a new PGlite data dir from its cached initialised template
    return { databaseUrl: null, dataDir, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const db = await createTempDatabase('store', process.env.DATABASE_URL, 'txe_test');
  return {
    databaseUrl: db.env.DATABASE_URL!,
    dataDir,
    async cleanup() {
      await db.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestStore = Awaited<ReturnType<typeof createStore>>;

export async function openStore(db: TestDb, opts: Partial<StoreOptions> = {}): Promise<TestStore> {
  const store = await createStore({
    databaseUrl: db.databaseUrl,
    dataDir: db.dataDir,
    iconBaseUrl: 'http://icons.test',
    nativeDataDir: join(db.dataDir, 'no-native-data'),
    ...opts,
  });
  await store.init();
  return store;
}

// ------------------------------------------------------------------ fixtures

export interface Fixture {
  banks: BankRecord[];
  merchants: MerchantRecord[];
  intermediaries: IntermediaryRecord[];
  p2p: P2PPlatformRecord[];
}

export function writeFixture(dir: string, f: Fixture): string {
  mkdirSync(dir, { recursive: true });
  for (const [file, value] of [['banks', f.banks], ['merchants', f.merchants], ['intermediaries', f.intermediaries], ['p2p', f.p2p]] as const) {
    writeFileSync(join(dir, `${file}.msgpack`), new Packr({ useRecords: true }).pack(value));
  }
  return dir;
}

export function bank(id: string, name: string, country: string | null, extra: Partial<BankRecord> = {}): BankRecord {
  return {
    id, key: `test:${id}`, name, country, foundedYear: null, foundedOn: null, description: null,
    iconSlug: null, color: null, website: null, domain: null, ...extra,
  };
}

export function merchant(id: string, name: string, extra: Partial<MerchantRecord> = {}): MerchantRecord {
  return {
    id, key: `test:${id}`, name, alias: [name.toUpperCase()], keywords: [], category: 'Coffee Shops', countries: [],
    channel: null, subscription: null, iconSlug: null, color: null, description: null, website: null, domain: null,
    source: 'curated', ...extra,
  };
}

export function resultJson(merchantData: object | null = null, location: object | null = null): string {
  const none = { status: 'no_match', confidence: null, data: null };
  return JSON.stringify({
    transaction: {
      category: { primary: { name: 'Food & Drink', code: { mcc: 5814, sic: 5812, naics: 722515 } },
        secondary: { name: 'Coffee', code: { mcc: 5814, sic: 5812, naics: 722515 } },
        tertiary: { name: 'Coffee Shops', code: { mcc: 5814, sic: 5812, naics: 722515 } }, confidence: 90 },
      subscription: { recurring: false, type: null },
      channel: 'in_store',
      confidence: 88,
    },
    enrichments: {
      merchant: merchantData ? { status: 'found', confidence: 91, data: merchantData } : none,
      location: location ? { status: 'found', confidence: 80, data: location } : none,
      paymentProcessor: none,
      peerToPeer: { status: 'not_applicable', confidence: null, data: null },
    },
  });
}

export function txWrite(orgId: string, extra: Partial<TransactionWrite> = {}): TransactionWrite {
  const id = extra.id ?? randomUUID();
  return {
    id, orgId, idempotencyKey: `k-${id}`, raw: 'SQ *BLUE BOTTLE COFFEE OAKLAND CA', direction: 'expense',
    country: 'US', status: 'completed', partial: false, errors: [], createdAt: new Date(), processingTimeMs: 4,
    resultJson: resultJson(), merchantId: null, merchantJson: null, location: null, charge: 1, ...extra,
  };
}
