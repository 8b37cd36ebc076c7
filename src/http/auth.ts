// API-key authentication: format check, SHA-256, a bounded TTL cache of hash -> {key, org}.
// The TTL (3 s) bounds how stale organization data (plan, credits, limits) can be on this node;
// revocations on other nodes arrive by LISTEN/NOTIFY (PostgreSQL), and by polling every 2 s.
import { createHash, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ApiKeyInfo, Organization, Store } from '../store/types.js';
import type { Logger } from '../log.js';
import { errorFields } from '../log.js';
import { HttpError } from './envelope.js';

export interface AuthEntry { key: ApiKeyInfo; org: Organization }

const NOT_FOUND = { missing: true } as const;
type CacheValue = AuthEntry | typeof NOT_FOUND;

/** A cached or looked-up value as the authenticated entry, or the 401 it means. */
function entryOf(v: CacheValue): AuthEntry {
  if (v === NOT_FOUND) {
    throw new HttpError(401, 'authentication_error', 'The API key is not valid: no such key exists. Check that it was copied completely.');
  }
  const entry = v as AuthEntry;
  if (entry.key.revokedAt !== null) {
    throw new HttpError(401, 'authentication_error', 'The API key has been revoked. Ask your administrator for a new key.');
  }
  return entry;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Constant-time comparison of two secrets (lengths leak nothing useful: both are hashed first). */
export function secretEquals(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb);
}

export interface AuthenticatorOptions {
  prefix: string;
  ttlMs?: number;
  negativeTtlMs?: number;
  maxEntries?: number;
  revocationPollMs?: number;
}

export class Authenticator {
  private readonly cache: LRUCache<string, CacheValue>;
  private readonly pending = new Map<string, Promise<CacheValue>>();
  // The SHA-256 of the keys seen recently: hashing was ~2 % of the main thread's time under
  // load, the same few keys on every request. Bounded: emptied when full.
  private readonly hashes = new Map<string, string>();
  private readonly keyRe: RegExp;
  private readonly ttlMs: number;
  private readonly negativeTtlMs: number;
  private pollTimer: NodeJS.Timeout | null = null;
  private pollSince = new Date();

  constructor(private readonly store: Store, private readonly log: Logger, private readonly opts: AuthenticatorOptions) {
    this.ttlMs = opts.ttlMs ?? 3000;
    this.negativeTtlMs = opts.negativeTtlMs ?? 5000;
    this.cache = new LRUCache<string, CacheValue>({ max: opts.maxEntries ?? 50_000, ttl: this.ttlMs });
    // Upper bound on length keeps hashing cheap for hostile input.
    this.keyRe = new RegExp(`^${opts.prefix}_[A-Za-z0-9_-]{32,256}$`);
  }

  private hashOf(raw: string): string {
    let h = this.hashes.get(raw);
    if (h === undefined) {
      h = hashApiKey(raw);
      if (this.hashes.size >= 10_000) this.hashes.clear();
      this.hashes.set(raw, h);
    }
    return h;
  }

  /**
   * The key's entry, or a 401 HttpError. `raw` is the X-API-Key header ('' when absent). A key
   * in the cache is answered synchronously (no promise, and no deadline timer in the router):
   * that is nearly every request.
   */
  authenticate(raw: string): AuthEntry | Promise<AuthEntry> {
    if (raw === '') {
      throw new HttpError(401, 'authentication_error', 'An API key is required: send it in the X-API-Key header.');
    }
    if (!this.keyRe.test(raw)) {
      throw new HttpError(401, 'authentication_error',
        `The API key is malformed: expected "${this.opts.prefix}_" followed by at least 32 URL-safe characters (A-Z, a-z, 0-9, "_", "-").`);
    }
    const hash = this.hashOf(raw);
    const v = this.cache.get(hash);
    if (v !== undefined) return entryOf(v);
    return this.lookup(hash).then(entryOf);
  }

  private lookup(hash: string): Promise<CacheValue> {
    let p = this.pending.get(hash);
    if (p !== undefined) return p;
    p = this.store.findApiKey(hash).then(
      (found) => {
        this.pending.delete(hash);
        const v: CacheValue = found ?? NOT_FOUND;
        this.cache.set(hash, v, { ttl: found === null ? this.negativeTtlMs : this.ttlMs });
        return v;
      },
      (err: unknown) => {
        this.pending.delete(hash);
        throw err;
      },
    );
    this.pending.set(hash, p);
    return p;
  }

  /** Drops a revoked key on this node at once. */
  evictKeyId(keyId: string): void {
    for (const [hash, v] of this.cache.entries()) {
      if (v !== NOT_FOUND && (v as AuthEntry).key.id === keyId) this.cache.delete(hash);
    }
  }

  /** Drops every cached key of an organization (after an admin PATCH on this node). */
  evictOrg(orgId: string): void {
    for (const [hash, v] of this.cache.entries()) {
      if (v !== NOT_FOUND && (v as AuthEntry).org.id === orgId) this.cache.delete(hash);
    }
  }

  /**
   * Other nodes revoke keys too: their revocations arrive at once through the store's
   * notifications (PostgreSQL LISTEN/NOTIFY) where it has them; polling stays as the fallback
   * (a missed notification during a reconnect, or PGlite).
   */
  async listenForRevocations(): Promise<boolean> {
    if (this.store.listenRevocations === undefined) return false;
    try {
      return await this.store.listenRevocations((hash) => this.cache.delete(hash));
    } catch (err) {
      this.log.warn('revocation notifications unavailable; polling only', errorFields(err));
      return false;
    }
  }

  /** Other nodes revoke keys too: poll for their hashes and evict them. */
  startRevocationPolling(): void {
    const every = this.opts.revocationPollMs ?? 2000;
    const tick = async (): Promise<void> => {
      // overlap the window by a second so clock skew between nodes cannot hide a revocation
      const since = new Date(this.pollSince.getTime() - 1000);
      const started = new Date();
      try {
        const hashes = await this.store.revokedKeyHashesSince(since);
        for (const h of hashes) this.cache.delete(h);
        this.pollSince = started;
      } catch (err) {
        this.log.warn('revocation poll failed', errorFields(err));
      }
      if (this.pollTimer !== null) this.pollTimer = setTimeout(() => void tick(), every).unref();
    };
    this.pollTimer = setTimeout(() => void tick(), every).unref();
  }

  stop(): void {
    if (this.pollTimer !== null) clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }
}
