// The two limiter backends against the same rules: a bucket of burst (2 x rps) tokens, a
// concurrency cap, and take() for batch items beyond the first. The Redis backend runs against
// the machine's real Redis (127.0.0.1:6379; .ci/run starts it) and is skipped, saying so, without it.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { MemoryLimiter } from '../../src/limits/memory.js';
import { RedisLimiter } from '../../src/limits/redis.js';
import type { Limiter } from '../../src/limits/types.js';

const REDIS_URL = process.env.TXE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisUp(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  r.on('error', () => {});
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

const up = await redisUp();
if (!up) console.warn(`[limiter-backends] Redis not reachable at ${REDIS_URL}: the Redis backend is skipped`);

const backends: Array<[string, () => Promise<Limiter>, boolean]> = [
  ['memory', async () => new MemoryLimiter(), true],
  ['redis', async () => {
    const l = new RedisLimiter(REDIS_URL, createLogger('silent'), `txe:test:${randomUUID()}:`);
    expect(await l.waitReady(3000)).toBe(true);
    return l;
  }, up],
];

for (const [name, make, available] of backends) {
  describe.skipIf(!available)(`${name} limiter`, () => {
    let limiter: Limiter;
    beforeAll(async () => { limiter = await make(); });
    afterAll(async () => { await limiter?.stop(); });

    it('admits a burst of 2 x rps, then answers 429 rps with Retry-After', async () => {
      const org = randomUUID();
      const limits = { rps: 2, concurrency: 100 };
      for (let i = 0; i < 4; i++) (await limiter.admit(org, limits)).release();
      const err = await Promise.resolve().then(() => limiter.admit(org, limits)).then(() => null, (e: unknown) => e as { status: number; details: { scope: string } });
      expect(err?.status).toBe(429);
      expect(err?.details.scope).toBe('rps');
    });

    it('take() gives whole tokens up to what the bucket holds, never more', async () => {
      const org = randomUUID();
      const limits = { rps: 1, concurrency: 100, burst: 5 };
      const a = await limiter.admit(org, limits); // 5 -> 4
      a.release();
      expect(a.headers.find(([h]) => h === 'X-RateLimit-Burst')?.[1]).toBe('5');
      const got = await limiter.take(org, limits, 10);
      expect(got).toBe(4);
      expect(await limiter.take(org, limits, 10)).toBe(0);
    });

    it('caps concurrent requests and frees the slot on release', async () => {
      const org = randomUUID();
      const limits = { rps: 100, concurrency: 2 };
      const a = await limiter.admit(org, limits);
      await limiter.admit(org, limits);
      const err = await Promise.resolve().then(() => limiter.admit(org, limits)).then(() => null, (e: unknown) => e as { status: number; details: { scope: string } });
      expect(err?.details.scope).toBe('concurrency');
      a.release();
      await new Promise((r) => setTimeout(r, 50)); // the Redis release is fire-and-forget
      (await limiter.admit(org, limits)).release();
    });
  });
}
