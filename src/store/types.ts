// The contract between the HTTP layer (src/http, src/enrich) and storage (src/store).
// Storage is Postgres through postgres.js: DATABASE_URL, or embedded PGlite in DATA_DIR
// served over a local socket so the same SQL runs on both.

import type { EngineResult, Entity, LocationData } from '../../workers/engine/types.js';

export type Plan = 'free' | 'starter' | 'growth' | 'business' | 'enterprise';

export const PERMISSIONS = [
  'enrich', 'transactions:read', 'transactions:write', 'reference:read', 'issues:read', 'issues:write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export interface Organization {
  id: string;
  name: string;
  plan: Plan;
  credits: number | null; // null = unlimited
  rps: number;
  concurrency: number;
  /** Token-bucket capacity set for this organization (enterprise); null/absent = 2 x rps. */
  burst?: number | null;
  createdAt: Date;
}

export interface ApiKeyInfo {
  id: string;
  orgId: string;
  permissions: Permission[];
  createdAt: Date;
  revokedAt: Date | null;
}

export interface NewOrganization {
  name: string;
  plan: Plan;
  credits: number | null;
  rps: number;
  concurrency: number;
  burst?: number | null;
}

export type OrganizationPatch = Partial<Pick<Organization, 'plan' | 'credits' | 'rps' | 'concurrency' | 'burst'>>;

export type TransactionStatus = 'pending' | 'completed' | 'failed';

/** A stored transaction exactly as GET /v1/transactions/{id} returns it. */
export interface StoredTransaction extends Pick<EngineResult, 'transaction' | 'enrichments'> {
  id: string;
  raw: string;
  direction: 'expense' | 'income';
  status: TransactionStatus;
  partial: boolean;
  errors: string[];
  createdAt: string; // ISO 8601
  country: string;
  processingTimeMs: number;
  /** Found entities; absent on rows stored before entities existed (see stored-shape.ts). */
  entities?: Entity[];
}

/** One finished enrichment to persist (the writer batches many into one transaction). */
export interface TransactionWrite {
  id: string;
  orgId: string;
  idempotencyKey: string;
  raw: string;
  direction: 'expense' | 'income';
  country: string;
  status: TransactionStatus;
  partial: boolean;
  errors: string[];
  createdAt: Date;
  processingTimeMs: number;
  /**
   * JSON text of `{transaction, enrichments}` as produced by the worker (no re-serialisation):
   * its UTF-8 bytes as the worker encoded them, or a string.
   */
  resultJson: string | Uint8Array;
  merchantId: string | null;
  /**
   * JSON text of the merchant's data as the result holds it (null when merchantId is null): stored
   * as a 'derived' merchant when the id is not in the merchants table yet.
   */
  merchantJson: string | null;
  /** A location found by enrichment: upserted once, shared by all organizations. */
  location: LocationData | null;
  /** Pre-serialised forms made by the worker (the writer then serialises nothing itself). */
  errorsJson?: string;
  locationId?: string | null;
  locationJson?: string | null;
  /** Credits to charge in the same database transaction (1 for a complete result, else 0). */
  charge: number;
}

export type IdempotencyClaim =
  | { state: 'claimed' }
  | { state: 'completed'; transactionId: string }
  | { state: 'in_progress' };

/**
 * What writeTransaction did. The write claims its idempotency key under the database's unique
 * (org_id, key): when another transaction holds the key (another node, or an earlier request),
 * nothing is stored and the holder is reported.
 */
export type WriteOutcome =
  | { stored: true }
  | { stored: false; state: 'completed'; transactionId: string }
  | { stored: false; state: 'in_progress' };

export interface TransactionPage {
  transactions: StoredTransaction[];
  nextCursor: string | null; // opaque keyset cursor
}

export type IssueStatus = 'pending' | 'reviewing' | 'resolved' | 'dismissed';

export interface IssueReport {
  id: string;
  transactionId: string;
  description: string;
  fields: string[];
  status: IssueStatus;
  statusMessage: string;
  createdAt: string;
  updatedAt: string;
  /** The values the reporter expected (a correction); absent when none were sent. */
  expected?: ExpectedValues;
}

/** `expected` of POST /v1/report-issue, as sent (validated). */
export interface ExpectedValues {
  merchant?: string;
  category?: string;
  channel?: string;
  recurring?: boolean;
}

/** A report with its correction, as the admin API lists it (any organization). */
export interface AdminIssueReport extends IssueReport {
  organizationId: string;
}

export interface Store {
  /** Applies pending migrations and seeds reference data from native-data/ (idempotent). */
  init(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** Flushes the writer, then closes every connection (and the embedded database). */
  close(): Promise<void>;

  // organizations and keys (admin API, auth)
  createOrganization(org: NewOrganization): Promise<Organization>;
  getOrganization(id: string): Promise<Organization | null>;
  updateOrganization(id: string, patch: OrganizationPatch): Promise<Organization | null>;
  createApiKey(orgId: string, keyHash: string, permissions: Permission[]): Promise<ApiKeyInfo>;
  /** The key and its organization by SHA-256 hex of the full key; revoked keys are returned with revokedAt set. */
  findApiKey(keyHash: string): Promise<{ key: ApiKeyInfo; org: Organization } | null>;
  revokeApiKey(keyId: string): Promise<ApiKeyInfo | null>;
  /** Hashes of keys revoked at or after `since` (other nodes poll this to evict their caches). */
  revokedKeyHashesSince(since: Date): Promise<string[]>;
  /** Pushes revocations from every node as they commit; resolves false where unsupported (PGlite). */
  listenRevocations?(onRevoked: (keyHash: string) => void): Promise<boolean>;

  // credits: reserve before work (never negative under concurrency), refund when not charged
  /**
   * Takes `n` credits atomically. Returns the new balance, null when unlimited, or false when insufficient.
   * With `transactionId` the reservation is recorded: unless a transaction with that id is
   * stored and charged, the credits come back (refundCredits, or the reconciler after 60 s).
   */
  reserveCredits(orgId: string, n: number, transactionId?: string): Promise<number | null | false>;
  /** With `transactionId`: gives back what that reservation still holds (at most once). */
  refundCredits(orgId: string, n: number, transactionId?: string): Promise<void>;

  // idempotency: the database enforces uniqueness of (orgId, key) for 24 h, at write time
  /**
   * The key's state before any work, without writing: 'completed' (with its transaction),
   * 'in_progress' (a live pending row of an older node), or 'claimed' = no live row, go ahead
   * (writeTransaction makes the actual claim). Completed keys are answered from memory.
   */
  lookupIdempotencyKey(orgId: string, key: string): Promise<IdempotencyClaim>;
  /** Same as lookupIdempotencyKey (kept for callers of the earlier claim-first protocol). */
  claimIdempotencyKey(orgId: string, key: string, transactionId: string): Promise<IdempotencyClaim>;

  // transactions
  /**
   * Queued into the group-commit writer; resolves once the batch holding it has committed.
   * The same batch claims the idempotency key: `{stored: false, ...}` when it was taken.
   */
  writeTransaction(tx: TransactionWrite): Promise<WriteOutcome>;
  getTransaction(orgId: string, id: string): Promise<StoredTransaction | null>;
  /** getTransaction as JSON text, the stored result returned as is (GET /v1/transactions/{id}). */
  getTransactionJson(orgId: string, id: string): Promise<string | null>;
  deleteTransaction(orgId: string, id: string): Promise<boolean>;
  listTransactions(orgId: string, opts: { size: number; cursor: string | null; afterDate: Date | null; beforeDate: Date | null }): Promise<TransactionPage>;
  countTransactions(orgId: string, afterDate: Date | null): Promise<number>;

  // issue reports
  createIssueReport(orgId: string, r: {
    transactionId: string; description: string; fields: string[];
    /** A correction: the values as sent, the normalised title, and the resolved values to apply. */
    expected?: ExpectedValues; titleKey?: string; correction?: object;
  }): Promise<IssueReport | null>; // null: transaction not the caller's
  getIssueReport(orgId: string, id: string): Promise<IssueReport | null>;
  listIssueReports(orgId: string, opts: { page: number; size: number; status: IssueStatus | null }): Promise<{ reports: IssueReport[]; total: number }>;

  // admin API and corrections
  /** Every organization's reports, newest first. */
  listAllIssueReports(opts: { page: number; size: number; status: IssueStatus | null }): Promise<{ reports: AdminIssueReport[]; total: number }>;
  /**
   * Moves a report to `status` when its current status is one of `from` (atomic).
   * 'not_found', or the current status when it is not in `from`.
   */
  transitionIssueReport(id: string, from: IssueStatus[], to: IssueStatus, statusMessage: string): Promise<AdminIssueReport | 'not_found' | { current: IssueStatus }>;
  listOrganizations(opts: { page: number; size: number }): Promise<{ organizations: Organization[]; total: number }>;
  listApiKeys(orgId: string): Promise<ApiKeyInfo[]>;
  /** A reference (or derived) merchant's data by its name, case-insensitive; null when unknown. */
  findMerchantByName(name: string): Promise<object | null>;
  /** Per organization with corrections: a value that changes whenever any of them changes. */
  correctionVersions(): Promise<Array<{ orgId: string; version: string }>>;
  /** The organization's live (not dismissed) corrections, oldest first. */
  loadCorrections(orgId: string): Promise<Array<{ titleKey: string; correction: unknown }>>;

  // shared reference data (rows as the API returns them; icon already an absolute URL)
  searchBanks(opts: { name: string; country: string | null; page: number; size: number }): Promise<{ banks: object[]; hasMore: boolean }>;
  getBank(id: string): Promise<object | null>;
  getMerchant(id: string): Promise<object | null>;
  getLocation(id: string): Promise<object | null>;
  getIntermediary(id: string): Promise<object | null>;
  getP2PPlatform(id: string): Promise<object | null>;
}

/** Options of createStore() (src/store/index.ts). */
export interface StoreOptions {
  /** postgres://… ; null/undefined = embedded PGlite persisted in `dataDir`. */
  databaseUrl?: string | null;
  /** Embedded database lives in `<dataDir>/pglite` (created when missing). */
  dataDir: string;
  /** Compiled reference data (default: native-data/build under the package root). */
  nativeDataDir?: string | null;
  /** Base of icon URLs stored in reference rows: `${iconBaseUrl}/icons/<slug>.svg`. */
  iconBaseUrl: string;
  writer?: {
    maxBatch?: number; // default 256
    maxDelayMs?: number; // default 2
    maxQueue?: number; // default 16 * maxBatch; beyond it writeTransaction rejects (code 'overloaded')
    maxInFlight?: number; // default 4 on PostgreSQL, 1 on PGlite
    parallelBatchRows?: number; // writes waiting before a batch starts beside a committing one; default 1
    parallelAfterMs?: number; // how long a committing batch runs before waiting writes start their own; default 10
  };
  log?: (obj: Record<string, unknown>) => void;
  /**
   * Which cached cluster a NEW embedded data dir is copied from: `seeded` (migrated and seeded
   * with the default reference data; the default when `nativeDataDir` is the default data)
   * or `empty`.
   */
  pgliteTemplate?: 'seeded' | 'empty';
}

// Storage notes (see src/store/README.md): TransactionWrite.charge is recorded with the
// transaction, not deducted again (credits are taken by reserveCredits and given back by
// refundCredits; both are batched per organization per event-loop tick). writeTransaction rejects with an error whose `code` is 'overloaded' when
// the write queue is full and 'store_closed' after close(); listTransactions throws one
// with code 'invalid_cursor' for a cursor it did not produce.
