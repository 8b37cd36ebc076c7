// Unit tests of the per-organization token bucket + concurrency cap.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryLimiter } from '../../src/limits/memory.js';
import { HttpError } from '../../src/http/envelope.js';

const header = (h: Array<[string, string]>, name: string) => h.find(([k]) => k === name)?.[1];

describe('MemoryLimiter', () => {
  afterEach(() => vi.useRealTimers());

  it('admits a burst of 2 x rps, then 429 with Retry-After and a message naming the limit', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const rl = new MemoryLimiter();
    for (let i = 0; i < 10; i++) {
      const a = rl.admit('org', { rps: 5, concurrency: 100 });
      expect(header(a.headers, 'X-RateLimit-Burst')).toBe('10');
      a.release();
    }
    let err: HttpError | null = null;
    try { rl.admit('org', { rps: 5, concurrency: 100 }); } catch (e) { err = e as HttpError; }
    expect(err?.status).toBe(429);
    expect(err?.code).toBe('rate_limited');
    expect(err?.message).toMatch(/5 requests per second.*retry in 1 s/);
    expect(header(err!.headers!, 'Retry-After')).toBe('1');
    expect(header(err!.headers!, 'X-RateLimit-Scope')).toBe('rps');
    vi.advanceTimersByTime(1000);
    const a = rl.admit('org', { rps: 5, concurrency: 100 });
    expect(header(a.headers, 'X-RateLimit-Remaining')).toBe('4');
    // an organization's own burst replaces 2 x rps
    for (let i = 0; i < 3; i++) rl.admit('own', { rps: 1, concurrency: 100, burst: 3 }).release();
    expect(() => rl.admit('own', { rps: 1, concurrency: 100, burst: 3 })).toThrow(/1 requests per second/);
    rl.stop();
  });

  it('caps concurrent requests and frees the slot on release', () => {
    const rl = new MemoryLimiter();
    const a = rl.admit('org', { rps: 100, concurrency: 2 });
    const b = rl.admit('org', { rps: 100, concurrency: 2 });
    expect(header(b.headers, 'X-RateLimit-Concurrency-Remaining')).toBe('0');
    expect(() => rl.admit('org', { rps: 100, concurrency: 2 })).toThrow(/Concurrency limit of 2/);
    a.release();
    a.release(); // idempotent
    const c = rl.admit('org', { rps: 100, concurrency: 2 });
    expect(header(c.headers, 'X-RateLimit-Concurrency-Remaining')).toBe('0');
    b.release(); c.release();
    rl.stop();
  });

  it('organizations do not share buckets; reset is an ISO timestamp', () => {
    const rl = new MemoryLimiter();
    rl.admit('a', { rps: 1, concurrency: 1 }).release();
    rl.admit('a', { rps: 1, concurrency: 1 }).release();
    expect(() => rl.admit('a', { rps: 1, concurrency: 1 })).toThrow(HttpError);
    const other = rl.admit('b', { rps: 1, concurrency: 1 });
    expect(Number.isNaN(Date.parse(header(other.headers, 'X-RateLimit-Reset')!))).toBe(false);
    rl.stop();
  });

  it('refills at rps up to the burst; an own burst of the organization replaces 2 x rps', () => {
    vi.useFakeTimers({ now: 2_000_000 });
    const rl = new MemoryLimiter();
    rl.admit('org', { rps: 1, concurrency: 10 }).release();
    rl.admit('org', { rps: 1, concurrency: 10 }).release();
    expect(() => rl.admit('org', { rps: 1, concurrency: 10 })).toThrow(/1 requests per second/);
    vi.advanceTimersByTime(10_000); // refills to the burst (2), not to 10
    rl.admit('org', { rps: 1, concurrency: 10 }).release();
    const last = rl.admit('org', { rps: 1, concurrency: 10 });
    expect(header(last.headers, 'X-RateLimit-Remaining')).toBe('0');
    last.release();
    expect(() => rl.admit('org', { rps: 1, concurrency: 10 })).toThrow(HttpError);
    const own = rl.admit('ent', { rps: 1, concurrency: 10, burst: 5 });
    expect(header(own.headers, 'X-RateLimit-Burst')).toBe('5');
    expect(header(own.headers, 'X-RateLimit-Remaining')).toBe('4');
    own.release();
    rl.stop();
  });
});
