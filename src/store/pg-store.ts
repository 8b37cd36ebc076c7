// The Store on postgres.js: the same SQL runs on PostgreSQL and on embedded PGlite.
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Connection, Sql } from './connection.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { migrate } from './migrate.js';
import { absoluteIcon, bankNameKey, defaultNativeDataDir, loadReference } from './reference-data.js';
import { seedReference } from './seed.js';
import type {
  AdminIssueReport, ExpectedValues, ApiKeyInfo, IdempotencyClaim, IssueReport, WriteOutcome, IssueStatus, NewOrganization, Organization, OrganizationPatch,
  Permission, Plan, Store, StoredTransaction, StoreOptions, TransactionPage, TransactionWrite,
} from './types.js';
import { GroupCommitWriter, type WriterStats } from './writer.js';
import { CreditLedger, RECONCILE_AFTER_MS } from './credits.js';
import { IdempotencyKeys } from './idempotency.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (s: string): boolean => s.length === 36 && UUID.test(s);

const PURGE_EVERY_MS = 10 * 60_000;
const RECONCILE_EVERY_MS = 10_000;
const REVOCATION_CHANNEL = 'txenrich_key_revoked';
const ISSUE_RECEIVED = 'Your report has been received and is waiting for review.';

interface OrgRow {
  id: string; name: string; plan: Plan; credits: number | null; rps: number; concurrency: number; burst: number | null; created_at: Date;
}
interface KeyRow { id: string; org_id: string; permissions: Permission[]; created_at: Date; revoked_at: Date | null }
interface TxRow {
  id: string; raw: string; direction: 'expense' | 'income'; status: StoredTransaction['status']; partial: boolean;
  errors: string[]; created_at: Date; country: string; processing_time_ms: number;
  /** JSON text of {transaction, enrichments} as the worker made it (text column since migration 0005). */
  result: string; created_us: number;
}
interface IssueRow {
  id: string; org_id: string; transaction_id: string; description: string; fields: string[]; status: IssueStatus;
  status_message: string; created_at: Date; updated_at: Date; expected?: ExpectedValues | null;
}

const toOrg = (r: OrgRow): Organization => ({
  id: r.id, name: r.name, plan: r.plan, credits: r.credits, rps: r.rps, concurrency: r.concurrency, burst: r.burst ?? null, createdAt: r.created_at,
});
const toKey = (r: KeyRow): ApiKeyInfo => ({
  id: r.id, orgId: r.org_id, permissions: r.permissions, createdAt: r.created_at, revokedAt: r.revoked_at,
});
const toTx = (r: TxRow): StoredTransaction => ({
  id: r.id, raw: r.raw, direction: r.direction, status: r.status, partial: r.partial, errors: r.errors,
  createdAt: r.created_at.toISOString(), country: r.country, processingTimeMs: r.processing_time_ms,
  ...(JSON.parse(r.result) as Pick<StoredTransaction, 'transaction' | 'enrichments' | 'entities'>),
});
/** The same transaction as JSON text, the stored result spliced in as is (no parse, no re-serialisation). */
const toTxJson = (r: TxRow): string =>
  `{"id":"${r.id}","raw":${JSON.stringify(r.raw)},"direction":"${r.direction}","status":"${r.status}","partial":${r.partial},` +
  `"errors":${JSON.stringify(r.errors)},"createdAt":"${r.created_at.toISOString()}","country":${JSON.stringify(r.country)},` +
  `"processingTimeMs":${r.processing_time_ms},${r.result.slice(r.result.indexOf('{') + 1)}`;
const toIssue = (r: IssueRow): IssueReport => {
  const out: IssueReport = {
    id: r.id, transactionId: r.transaction_id, description: r.description, fields: r.fields, status: r.status,
    statusMessage: r.status_message, createdAt: r.created_at.toISOString(), updatedAt: r.updated_at.toISOString(),
  };
  if (r.expected !== null && r.expected !== undefined) out.expected = r.expected;
  return out;
};
const toAdminIssue = (r: IssueRow): AdminIssueReport => ({ organizationId: r.org_id, ...toIssue(r) });

type RefTable = 'banks' | 'merchants' | 'locations' | 'intermediaries' | 'p2p_platforms';

export class PgStore implements Store {
  private readonly sql: Sql;
  readonly writer: GroupCommitWriter;
  private readonly keys: IdempotencyKeys;
  private readonly credits: CreditLedger;
  // Reference rows change only when the data is reseeded or backfilled: a short TTL bounds staleness.
  private readonly refCache = new LRUCache<string, object>({ max: 20_000, ttl: 60_000 });
  private readonly iconBase: string;
  private purgeTimer: NodeJS.Timeout | null = null;
  private reconcileTimer: NodeJS.Timeout | null = null;
  private closing: Promise<void> | null = null;

  constructor(private readonly conn: Connection, private readonly opts: StoreOptions) {
    this.sql = conn.sql;
    this.iconBase = opts.iconBaseUrl.replace(/\/+$/, '');
    this.writer = new GroupCommitWriter(conn.writerSql, {
      maxBatch: opts.writer?.maxBatch,
      maxDelayMs: opts.writer?.maxDelayMs,
      maxQueue: opts.writer?.maxQueue,
      maxInFlight: opts.writer?.maxInFlight ?? conn.maxWriterBatchesInFlight,
      parallelBatchRows: opts.writer?.parallelBatchRows,
      parallelAfterMs: opts.writer?.parallelAfterMs,
      log: opts.log,
      onCommitted: (writes) => {
        for (const w of writes) this.keys.markCompleted(w.orgId, w.idempotencyKey, w.id);
      },
    });
    // Reads and reservations may overlap writer batches on PostgreSQL; PGlite runs one statement at a time anyway.
    const inFlight = conn.kind === 'postgres' ? 4 : 1;
    this.keys = new IdempotencyKeys(this.sql, inFlight);
    this.credits = new CreditLedger(conn.reserveSql, this.sql, inFlight, conn.node);
  }

  get kind(): Connection['kind'] {
    return this.conn.kind;
  }

  writerStats(): WriterStats {
    return this.writer.stats();
  }

  observeWriterBatches(fn: (rows: number, seconds: number) => void): void {
    this.writer.observeBatches(fn);
  }

  async init(): Promise<void> {
    const log = this.opts.log;
    const t0 = performance.now();
    const applied = await migrate(this.sql);
    const t1 = performance.now();
    log?.({ level: 'info', msg: 'database migrated', store: this.conn.kind, applied, ms: Math.round(t1 - t0) });

    const dir = this.opts.nativeDataDir ?? defaultNativeDataDir();
    const ref = loadReference(dir);
    if (!ref) {
      log?.({ level: 'warn', msg: 'reference data not built: banks, merchants, intermediaries and p2p platforms are empty', dir });
    } else {
      const r = await seedReference(this.sql, ref);
      log?.({ level: 'info', msg: r.skipped ? 'reference data unchanged' : 'reference data seeded', ...r.counts, ms: Math.round(performance.now() - t1) });
      this.refCache.clear();
    }
    await this.purgeExpiredIdempotencyKeys();
    // At start-up: PGlite is this process's alone (DATA_DIR lock), so every reservation left
    // is from a process that died; on PostgreSQL, those of nodes that are gone or too old.
    await this.reconcileCredits(this.conn.kind === 'pglite' ? 0 : RECONCILE_AFTER_MS);
    if (!this.reconcileTimer) {
      this.reconcileTimer = setInterval(() => {
        this.reconcileCredits(RECONCILE_AFTER_MS).catch((err: unknown) =>
          log?.({ level: 'warn', msg: 'credit reconciliation failed', err: String(err) }));
      }, RECONCILE_EVERY_MS);
      this.reconcileTimer.unref();
    }
    if (!this.purgeTimer) {
      this.purgeTimer = setInterval(() => {
        this.purgeExpiredIdempotencyKeys().catch((err: unknown) =>
          log?.({ level: 'warn', msg: 'idempotency purge failed', err: String(err) }));
      }, PURGE_EVERY_MS);
      this.purgeTimer.unref();
    }
  }

  /** Gives back credits of reservations no stored transaction matched (see credits.ts). */
  async reconcileCredits(olderThanMs: number): Promise<{ settled: number; refunded: number }> {
    const r = await this.credits.reconcile({ olderThanMs, deadNodes: this.conn.kind === 'postgres' });
    if (r.refunded > 0) this.opts.log?.({ level: 'info', msg: 'credits reconciled: unmatched reservations given back', ...r });
    return r;
  }

  async ping(): Promise<boolean> {
    try {
      await this.sql`SELECT 1`;
      return true;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.purgeTimer) clearInterval(this.purgeTimer);
      if (this.reconcileTimer) clearInterval(this.reconcileTimer);
      this.purgeTimer = null;
      this.reconcileTimer = null;
      try {
        await this.writer.close();
      } finally {
        await this.conn.close();
      }
    })();
    return this.closing;
  }

  /** Deletes idempotency keys older than 24 h; returns how many. */
  async purgeExpiredIdempotencyKeys(): Promise<number> {
    const r = await this.sql`DELETE FROM idempotency_keys WHERE created_at < now() - interval '24 hours'`;
    return r.count;
  }

  // ---------------------------------------------------------------- organizations and keys

  async createOrganization(org: NewOrganization): Promise<Organization> {
    const [row] = await this.sql<OrgRow[]>`
      INSERT INTO organizations (id, name, plan, credits, rps, concurrency, burst)
      VALUES (${randomUUID()}, ${org.name}, ${org.plan}, ${org.credits}, ${org.rps}, ${org.concurrency}, ${org.burst ?? null})
      RETURNING *`;
    return toOrg(row!);
  }

  async getOrganization(id: string): Promise<Organization | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.sql<OrgRow[]>`SELECT * FROM organizations WHERE id = ${id}`;
    return row ? toOrg(row) : null;
  }

  async updateOrganization(id: string, patch: OrganizationPatch): Promise<Organization | null> {
    if (!isUuid(id)) return null;
    const set: Record<string, unknown> = {};
    if (patch.plan !== undefined) set.plan = patch.plan;
    if (patch.credits !== undefined) set.credits = patch.credits;
    if (patch.rps !== undefined) set.rps = patch.rps;
    if (patch.concurrency !== undefined) set.concurrency = patch.concurrency;
    if (patch.burst !== undefined) set.burst = patch.burst;
    const cols = Object.keys(set);
    if (cols.length === 0) return this.getOrganization(id);
    const [row] = await this.sql<OrgRow[]>`
      UPDATE organizations SET ${this.sql(set as Record<string, string>, cols)} WHERE id = ${id} RETURNING *`;
    return row ? toOrg(row) : null;
  }

  async createApiKey(orgId: string, keyHash: string, permissions: Permission[]): Promise<ApiKeyInfo> {
    const [row] = await this.sql<KeyRow[]>`
      INSERT INTO api_keys (id, org_id, key_hash, permissions)
      VALUES (${randomUUID()}, ${orgId}, ${keyHash}, ${permissions}::text[])
      RETURNING id, org_id, permissions, created_at, revoked_at`;
    return toKey(row!);
  }

  async findApiKey(keyHash: string): Promise<{ key: ApiKeyInfo; org: Organization } | null> {
    const [row] = await this.sql<(KeyRow & { o_name: string; plan: Plan; credits: number | null; rps: number; concurrency: number; burst: number | null; o_created_at: Date })[]>`
      SELECT k.id, k.org_id, k.permissions, k.created_at, k.revoked_at,
             o.name AS o_name, o.plan, o.credits, o.rps, o.concurrency, o.burst, o.created_at AS o_created_at
      FROM api_keys k JOIN organizations o ON o.id = k.org_id
      WHERE k.key_hash = ${keyHash}`;
    if (!row) return null;
    return {
      key: toKey(row),
      org: { id: row.org_id, name: row.o_name, plan: row.plan, credits: row.credits, rps: row.rps, concurrency: row.concurrency, burst: row.burst, createdAt: row.o_created_at },
    };
  }

  async revokeApiKey(keyId: string): Promise<ApiKeyInfo | null> {
    if (!isUuid(keyId)) return null;
    // COALESCE keeps the first revocation time when revoked twice. The NOTIFY is delivered to
    // every node's listener when this statement commits (listenRevocations).
    const [row] = await this.sql<KeyRow[]>`
      WITH r AS (
        UPDATE api_keys SET revoked_at = COALESCE(revoked_at, now()) WHERE id = ${keyId}
        RETURNING id, org_id, permissions, created_at, revoked_at, key_hash
      )
      SELECT id, org_id, permissions, created_at, revoked_at, pg_notify(${REVOCATION_CHANNEL}, key_hash) FROM r`;
    return row ? toKey(row) : null;
  }

  /**
   * Calls `onRevoked(keyHash)` for every key revoked on any node, as it commits (PostgreSQL
   * LISTEN/NOTIFY; postgres.js re-listens after a reconnect). False on PGlite (one node only:
   * its own revocations evict directly). Polling (revokedKeyHashesSince) stays as the fallback.
   */
  async listenRevocations(onRevoked: (keyHash: string) => void): Promise<boolean> {
    if (this.conn.kind !== 'postgres') return false;
    await this.sql.listen(REVOCATION_CHANNEL, (payload) => onRevoked(payload));
    return true;
  }

  async revokedKeyHashesSince(since: Date): Promise<string[]> {
    const rows = await this.sql<{ key_hash: string }[]>`SELECT key_hash FROM api_keys WHERE revoked_at >= ${since}`;
    return rows.map((r) => r.key_hash);
  }

  // ---------------------------------------------------------------- credits

  reserveCredits(orgId: string, n: number, transactionId?: string): Promise<number | null | false> {
    return this.credits.reserve(orgId, n, transactionId);
  }

  refundCredits(orgId: string, n: number, transactionId?: string): Promise<void> {
    return this.credits.refund(orgId, n, transactionId);
  }

  // ---------------------------------------------------------------- idempotency

  lookupIdempotencyKey(orgId: string, key: string): Promise<IdempotencyClaim> {
    if (!isUuid(orgId)) return Promise.resolve({ state: 'claimed' });
    return this.keys.lookup(orgId, key);
  }

  /** Same as lookupIdempotencyKey: nothing is written before the work (the write claims the key). */
  claimIdempotencyKey(orgId: string, key: string, _transactionId: string): Promise<IdempotencyClaim> {
    return this.lookupIdempotencyKey(orgId, key);
  }

  // ---------------------------------------------------------------- transactions

  async writeTransaction(tx: TransactionWrite): Promise<WriteOutcome> {
    if (await this.writer.write(tx)) return { stored: true };
    // Another request holds the key: report its state (read after our batch committed, so a
    // winner committed before us is visible).
    return { stored: false, ...(await this.keys.winner(tx.orgId, tx.idempotencyKey)) } as WriteOutcome;
  }

  async getTransaction(orgId: string, id: string): Promise<StoredTransaction | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.sql<TxRow[]>`
      SELECT id, raw, direction, status, partial, errors, created_at, country, processing_time_ms, result
      FROM transactions WHERE id = ${id} AND org_id = ${orgId}`;
    return row ? toTx(row) : null;
  }

  async getTransactionJson(orgId: string, id: string): Promise<string | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.sql<TxRow[]>`
      SELECT id, raw, direction, status, partial, errors, created_at, country, processing_time_ms, result
      FROM transactions WHERE id = ${id} AND org_id = ${orgId}`;
    return row ? toTxJson(row) : null;
  }

  async deleteTransaction(orgId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const r = await this.sql`DELETE FROM transactions WHERE id = ${id} AND org_id = ${orgId}`;
    return r.count > 0;
  }

  async listTransactions(
    orgId: string,
    opts: { size: number; cursor: string | null; afterDate: Date | null; beforeDate: Date | null },
  ): Promise<TransactionPage> {
    const size = Math.max(1, Math.min(1000, Math.floor(opts.size)));
    const c = opts.cursor ? decodeCursor(opts.cursor) : null; // throws InvalidCursorError
    const sql = this.sql;
    // Keyset on (created_at, id) descending: page N costs what page 1 costs.
    const rows = await sql<TxRow[]>`
      SELECT id, raw, direction, status, partial, errors, created_at, country, processing_time_ms, result,
             (extract(epoch FROM created_at) * 1000000)::int8 AS created_us
      FROM transactions
      WHERE org_id = ${orgId}
        ${c ? sql`AND (created_at, id) < ('epoch'::timestamptz + ${c.createdUs} * interval '1 microsecond', ${c.id}::uuid)` : sql``}
        ${opts.afterDate ? sql`AND created_at >= ${opts.afterDate}` : sql``}
        ${opts.beforeDate ? sql`AND created_at < ${opts.beforeDate}` : sql``}
      ORDER BY created_at DESC, id DESC
      LIMIT ${size + 1}`;
    const more = rows.length > size;
    const page = more ? rows.slice(0, size) : rows;
    const last = page[page.length - 1];
    return {
      transactions: page.map(toTx),
      nextCursor: more && last ? encodeCursor({ createdUs: last.created_us, id: last.id }) : null,
    };
  }

  async countTransactions(orgId: string, afterDate: Date | null): Promise<number> {
    if (!isUuid(orgId)) return 0;
    if (afterDate === null) {
      // Maintained by triggers on transactions (migration 0002): a few rows, not a scan.
      const [row] = await this.sql<{ n: number }[]>`
        SELECT COALESCE(sum(n), 0)::int8 AS n FROM transaction_counts WHERE org_id = ${orgId}`;
      return row!.n;
    }
    // Whole UTC hours after afterDate from the hourly counts (migration 0003), plus the rows of
    // its partial hour by an index-only range scan on (org_id, created_at). Sent unprepared: a
    // prepared statement may fall back to a generic plan that cannot see the date's selectivity.
    const [row] = await this.sql.unsafe<{ n: number }[]>(
      `WITH b AS (SELECT date_trunc('hour', $2::timestamptz AT TIME ZONE 'UTC') + interval '1 hour' AS next_hour)
       SELECT (SELECT COALESCE(sum(c.n), 0) FROM transaction_counts_hourly c, b WHERE c.org_id = $1 AND c.hour >= b.next_hour)
            + (SELECT count(*) FROM transactions t, b
               WHERE t.org_id = $1 AND t.created_at >= $2::timestamptz AND t.created_at < (b.next_hour AT TIME ZONE 'UTC')) AS n`,
      [orgId, afterDate.toISOString()], { prepare: false });
    return Number(row!.n);
  }

  // ---------------------------------------------------------------- issue reports

  async createIssueReport(orgId: string, r: {
    transactionId: string; description: string; fields: string[]; expected?: ExpectedValues; titleKey?: string; correction?: object;
  }): Promise<IssueReport | null> {
    if (!isUuid(r.transactionId)) return null;
    const expected = r.expected === undefined ? null : JSON.stringify(r.expected);
    const correction = r.correction === undefined ? null : JSON.stringify(r.correction);
    const [row] = await this.sql<IssueRow[]>`
      INSERT INTO issue_reports (id, org_id, transaction_id, description, fields, status, status_message, created_at, updated_at,
                                 expected, title_key, correction)
      SELECT ${randomUUID()}, ${orgId}, t.id, ${r.description}, ${r.fields}::text[], 'pending', ${ISSUE_RECEIVED}, now(), now(),
             ${expected}::text::jsonb, ${r.titleKey ?? null}, ${correction}::text::jsonb
      FROM transactions t WHERE t.id = ${r.transactionId} AND t.org_id = ${orgId}
      RETURNING *`;
    return row ? toIssue(row) : null;
  }

  async getIssueReport(orgId: string, id: string): Promise<IssueReport | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.sql<IssueRow[]>`SELECT * FROM issue_reports WHERE id = ${id} AND org_id = ${orgId}`;
    return row ? toIssue(row) : null;
  }

  async listIssueReports(orgId: string, opts: { page: number; size: number; status: IssueStatus | null }): Promise<{ reports: IssueReport[]; total: number }> {
    const size = Math.max(1, Math.floor(opts.size));
    const offset = (Math.max(1, Math.floor(opts.page)) - 1) * size;
    const sql = this.sql;
    const filter = opts.status ? sql`AND status = ${opts.status}` : sql``;
    const [rows, count] = await Promise.all([
      sql<IssueRow[]>`
        SELECT * FROM issue_reports WHERE org_id = ${orgId} ${filter}
        ORDER BY created_at DESC, id DESC LIMIT ${size} OFFSET ${offset}`,
      sql<{ n: number }[]>`SELECT count(*) AS n FROM issue_reports WHERE org_id = ${orgId} ${filter}`,
    ]);
    return { reports: rows.map(toIssue), total: count[0]!.n };
  }

  // ---------------------------------------------------------------- admin API and corrections

  async listAllIssueReports(opts: { page: number; size: number; status: IssueStatus | null }): Promise<{ reports: AdminIssueReport[]; total: number }> {
    const size = Math.max(1, Math.floor(opts.size));
    const offset = (Math.max(1, Math.floor(opts.page)) - 1) * size;
    const sql = this.sql;
    const filter = opts.status ? sql`WHERE status = ${opts.status}` : sql``;
    const [rows, count] = await Promise.all([
      sql<IssueRow[]>`SELECT * FROM issue_reports ${filter} ORDER BY created_at DESC, id DESC LIMIT ${size} OFFSET ${offset}`,
      sql<{ n: number }[]>`SELECT count(*)::int AS n FROM issue_reports ${filter}`,
    ]);
    return { reports: rows.map(toAdminIssue), total: Number(count[0]!.n) };
  }

  async transitionIssueReport(id: string, from: IssueStatus[], to: IssueStatus, statusMessage: string): Promise<AdminIssueReport | 'not_found' | { current: IssueStatus }> {
    if (!isUuid(id)) return 'not_found';
    const [row] = await this.sql<IssueRow[]>`
      UPDATE issue_reports SET status = ${to}, status_message = ${statusMessage}, updated_at = clock_timestamp()
      WHERE id = ${id} AND status = ANY(${from}::text[]) RETURNING *`;
    if (row) return toAdminIssue(row);
    const [cur] = await this.sql<{ status: IssueStatus }[]>`SELECT status FROM issue_reports WHERE id = ${id}`;
    return cur ? { current: cur.status } : 'not_found';
  }

  async listOrganizations(opts: { page: number; size: number }): Promise<{ organizations: Organization[]; total: number }> {
    const size = Math.max(1, Math.floor(opts.size));
    const offset = (Math.max(1, Math.floor(opts.page)) - 1) * size;
    const [rows, count] = await Promise.all([
      this.sql<OrgRow[]>`SELECT * FROM organizations ORDER BY created_at DESC, id DESC LIMIT ${size} OFFSET ${offset}`,
      this.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM organizations`,
    ]);
    return { organizations: rows.map(toOrg), total: Number(count[0]!.n) };
  }

  async listApiKeys(orgId: string): Promise<ApiKeyInfo[]> {
    if (!isUuid(orgId)) return [];
    const rows = await this.sql<KeyRow[]>`
      SELECT id, org_id, permissions, created_at, revoked_at FROM api_keys WHERE org_id = ${orgId} ORDER BY created_at, id`;
    return rows.map(toKey);
  }

  async findMerchantByName(name: string): Promise<object | null> {
    const [row] = await this.sql<{ data: object }[]>`
      SELECT data FROM merchants WHERE lower(data->>'name') = lower(${name})
      ORDER BY (source = 'reference') DESC, id LIMIT 1`;
    return row ? row.data : null; // icon as stored (relative): rendered per response
  }

  async correctionVersions(): Promise<Array<{ orgId: string; version: string }>> {
    const rows = await this.sql<{ org_id: string; v: string }[]>`
      SELECT org_id, count(*) || ':' || max(updated_at)::text || ':' || count(*) FILTER (WHERE status <> 'dismissed') AS v
      FROM issue_reports WHERE correction IS NOT NULL GROUP BY org_id
      HAVING count(*) FILTER (WHERE status <> 'dismissed') > 0`;
    return rows.map((r) => ({ orgId: r.org_id, version: r.v }));
  }

  async loadCorrections(orgId: string): Promise<Array<{ titleKey: string; correction: unknown }>> {
    const rows = await this.sql<{ title_key: string; correction: unknown }[]>`
      SELECT title_key, correction FROM issue_reports
      WHERE org_id = ${orgId} AND correction IS NOT NULL AND status <> 'dismissed'
      ORDER BY created_at, id`;
    return rows.map((r) => ({ titleKey: r.title_key, correction: r.correction }));
  }

  // ---------------------------------------------------------------- reference data

  async searchBanks(opts: { name: string; country: string | null; page: number; size: number }): Promise<{ banks: object[]; hasMore: boolean }> {
    const size = Math.max(1, Math.floor(opts.size));
    const offset = (Math.max(1, Math.floor(opts.page)) - 1) * size;
    const nameKey = bankNameKey(opts.name);
    const country = opts.country ? opts.country.trim().toUpperCase() : null;
    // Spec rules: exact case-insensitive name; unknown country never matches a filter (NULL = x
    // is not true); country (unknown last) then id; read from the table, never cached.
    const rows = country
      ? await this.sql<{ data: object }[]>`
          SELECT data FROM banks WHERE name_key = ${nameKey} AND country = ${country}
          ORDER BY country NULLS LAST, id LIMIT ${size + 1} OFFSET ${offset}`
      : await this.sql<{ data: object }[]>`
          SELECT data FROM banks WHERE name_key = ${nameKey}
          ORDER BY country NULLS LAST, id LIMIT ${size + 1} OFFSET ${offset}`;
    const more = rows.length > size;
    return { banks: (more ? rows.slice(0, size) : rows).map((r) => absoluteIcon(r.data, this.iconBase)), hasMore: more };
  }

  getBank(id: string): Promise<object | null> {
    return this.getRef('banks', id);
  }

  getMerchant(id: string): Promise<object | null> {
    return this.getRef('merchants', id);
  }

  getLocation(id: string): Promise<object | null> {
    return this.getRef('locations', id);
  }

  getIntermediary(id: string): Promise<object | null> {
    return this.getRef('intermediaries', id);
  }

  getP2PPlatform(id: string): Promise<object | null> {
    return this.getRef('p2p_platforms', id);
  }

  private async getRef(table: RefTable, id: string): Promise<object | null> {
    if (!isUuid(id)) return null;
    const cacheKey = `${table}:${id.toLowerCase()}`;
    const hit = this.refCache.get(cacheKey);
    if (hit) return hit;
    const [row] = await this.sql<{ data: object }[]>`SELECT data FROM ${this.sql(table)} WHERE id = ${id}`;
    if (!row) return null; // misses are not cached: a row may appear at any moment (writer, backfill)
    const data = absoluteIcon(row.data, this.iconBase);
    this.refCache.set(cacheKey, data);
    return data;
  }
}
