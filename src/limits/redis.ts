// Limits shared by every node through Redis: one Lua script (atomic on the Redis server, on
// Redis's clock so node clocks do not matter) refills and takes from the organization's token
// bucket and takes a concurrency slot. Slots are members of a sorted set scored by their
// expiry, so the slots of a node that died free themselves. While Redis is unreachable the
// per-node memory limiter answers instead (logged once when it goes, once when it is back).
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '../log.js';
import { MemoryLimiter } from './memory.js';
import { concurrencyExceeded, rateExceeded, type BucketState } from './headers.js';
import { HeldAdmission } from './admission.js';
import { burstCapacity, type Admission, type Limiter, type OrgLimits } from './types.js';

/** A slot outlives any request (8 s deadline + enrichment); only a dead node's slots reach it. */
const SLOT_TTL_MS = 30_000;

// Reads the bucket (KEYS[1]) and refills it up to `cap` at `rps` since its last update, on
// Redis's clock `now` (read just before): both scripts below run it.
const REFILL_BUCKET_LUA = `local b = redis.call('HMGET', KEYS[1], 'tokens', 'ts')
local tokens = tonumber(b[1])
local ts = tonumber(b[2])
if tokens == nil or ts == nil then tokens = cap; ts = now end
if now > ts then tokens = tokens + (now - ts) * rps / 1000; ts = now end
if tokens > cap then tokens = cap end
`;

// KEYS: bucket hash, slot zset. ARGV: rps, capacity, concurrency, slot id, slot ttl ms.
// Returns {status (0 admitted, 1 rate, 2 concurrency), tokens (string), in-flight, now ms}.
const ADMIT_LUA = `
local rps = tonumber(ARGV[1])
local cap = tonumber(ARGV[2])
local conc = tonumber(ARGV[3])
local ttl = tonumber(ARGV[5])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
local inflight = redis.call('ZCARD', KEYS[2])
${REFILL_BUCKET_LUA}local status = 0
if inflight >= conc then status = 2
elseif tokens < 1 then status = 1
else
  tokens = tokens - 1
  inflight = inflight + 1
  redis.call('ZADD', KEYS[2], now + ttl, ARGV[4])
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'ts', ts)
redis.call('PEXPIRE', KEYS[1], math.ceil(cap * 1000 / rps) + 1000)
redis.call('PEXPIRE', KEYS[2], ttl + 1000)
return {status, tostring(tokens), inflight, now}
`;

// KEYS: bucket hash. ARGV: rps, capacity, n. Refills, then takes up to n whole tokens; returns how many.
const TAKE_LUA = `
local rps = tonumber(ARGV[1])
local cap = tonumber(ARGV[2])
local n = tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
${REFILL_BUCKET_LUA}local got = math.min(n, math.floor(tokens))
if got < 0 then got = 0 end
tokens = tokens - got
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'ts', ts)
redis.call('PEXPIRE', KEYS[1], math.ceil(cap * 1000 / rps) + 1000)
return got
`;

type AdmitReply = [number, string, number, number];
type RedisWithAdmit = Redis & {
  txeAdmit(bucket: string, slots: string, rps: number, cap: number, conc: number, slot: string, ttl: number): Promise<AdmitReply>;
  txeTake(bucket: string, rps: number, cap: number, n: number): Promise<number>;
};

class RedisAdmission extends HeldAdmission {
  constructor(rate: BucketState, private readonly redis: Redis, private readonly slots: string, private readonly slot: string) {
    super(rate);
  }
  protected free(): void {
    // A lost release only holds the slot until its expiry.
    this.redis.zrem(this.slots, this.slot).catch(() => {});
  }
}

export class RedisLimiter implements Limiter {
  private readonly redis: RedisWithAdmit;
  private readonly fallback = new MemoryLimiter();
  private readonly node = randomBytes(6).toString('hex');
  private seq = 0;
  private degraded = false;

  constructor(url: string, private readonly log: Logger, private readonly prefix = 'txe:limits:') {
    this.redis = new Redis(url, {
      // Fail fast instead of queueing commands while disconnected: the request falls back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1000,
      commandTimeout: 500,
      retryStrategy: () => 1000, // keep trying every second, forever
      lazyConnect: false,
    }) as RedisWithAdmit;
    this.redis.defineCommand('txeAdmit', { numberOfKeys: 2, lua: ADMIT_LUA });
    this.redis.defineCommand('txeTake', { numberOfKeys: 1, lua: TAKE_LUA });
    this.redis.on('error', () => {}); // reported through degrade(); ioredis reconnects by itself
    this.redis.on('ready', () => {
      if (this.degraded) {
        this.degraded = false;
        this.log.info('redis is back: limits are shared by all nodes again');
      }
    });
  }

  /** Resolves once connected (or after `ms`): start-up logs whether limits are shared. */
  async waitReady(ms: number): Promise<boolean> {
    if (this.redis.status === 'ready') return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => { this.redis.off('ready', onReady); resolve(false); }, ms);
      const onReady = (): void => { clearTimeout(timer); resolve(true); };
      this.redis.once('ready', onReady);
    });
  }

  async admit(orgId: string, limits: OrgLimits): Promise<Admission> {
    if (this.redis.status !== 'ready') return this.degrade(orgId, limits, `redis ${this.redis.status}`);
    const capacity = burstCapacity(limits);
    const slot = `${this.node}:${(this.seq++).toString(36)}`;
    const slots = `${this.prefix}{${orgId}}:slots`;
    let reply: AdmitReply;
    try {
      reply = await this.redis.txeAdmit(`${this.prefix}{${orgId}}:bucket`, slots, limits.rps, capacity, limits.concurrency, slot, SLOT_TTL_MS);
    } catch (err) {
      return this.degrade(orgId, limits, (err as Error)?.message ?? String(err));
    }
    const [status, tokens, inFlight, now] = reply;
    const state: BucketState = { rps: limits.rps, capacity, tokens: Number(tokens), concurrency: limits.concurrency, inFlight, now };
    if (status === 2) throw concurrencyExceeded(state);
    if (status === 1) throw rateExceeded(state);
    return new RedisAdmission(state, this.redis, slots, slot);
  }

  async take(orgId: string, limits: OrgLimits, n: number): Promise<number> {
    if (n <= 0) return 0;
    if (this.redis.status !== 'ready') {
      this.markDegraded(`redis ${this.redis.status}`);
      return this.fallback.take(orgId, limits, n);
    }
    try {
      return Number(await this.redis.txeTake(`${this.prefix}{${orgId}}:bucket`, limits.rps, burstCapacity(limits), n));
    } catch (err) {
      this.markDegraded((err as Error)?.message ?? String(err));
      return this.fallback.take(orgId, limits, n);
    }
  }

  private degrade(orgId: string, limits: OrgLimits, why: string): Admission {
    this.markDegraded(why);
    return this.fallback.admit(orgId, limits);
  }

  /** Logs once per outage (not once per request). */
  markDegraded(why: string): void {
    if (this.degraded) return;
    this.degraded = true;
    this.log.warn('redis unavailable: rate limits fall back to per-node buckets until it is back', { reason: why });
  }

  async stop(): Promise<void> {
    this.fallback.stop();
    this.redis.disconnect();
  }
}
