// Per-organization token bucket (refill = rps, capacity = burst = 2 x rps unless the organization
// has its own) plus a cap on concurrent in-flight requests. All authenticated endpoints draw from
// the same pool. A capacity of 2 x rps lets a client pacing at exactly its rate with two requests
// in flight (the hosted original's own client) absorb timer jitter without a 429.
import { HttpError } from './envelope.js';

/** Bucket capacity for a refill rate: twice the rate (Free: 2). */
export function defaultBurst(rps: number): number {
  return 2 * rps;
}

interface Bucket {
  rps: number;
  burst: number;
  concurrency: number;
  tokens: number;
  refilledAt: number; // ms (Date.now())
  inFlight: number;
}

export interface Admission {
  headers: Array<[string, string]>;
  release: () => void;
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly sweepTimer: NodeJS.Timeout;

  constructor() {
    // Forget idle organizations whose bucket is full again (bounded memory).
    this.sweepTimer = setInterval(() => {
      const now = Date.now();
      for (const [id, b] of this.buckets) {
        if (b.inFlight === 0 && now - b.refilledAt > 60_000) this.buckets.delete(id);
      }
    }, 30_000).unref();
  }

  stop(): void {
    clearInterval(this.sweepTimer);
  }

  /**
   * Admits one request or throws a 429 HttpError carrying the rate headers.
   * `rps` and `concurrency` come from the (cached) organization, so plan changes apply here too.
   */
  admit(orgId: string, rps: number, concurrency: number, burst: number = defaultBurst(rps)): Admission {
    const now = Date.now();
    let b = this.buckets.get(orgId);
    if (b === undefined) {
      b = { rps, burst, concurrency, tokens: burst, refilledAt: now, inFlight: 0 };
      this.buckets.set(orgId, b);
    } else {
      if (b.burst !== burst) b.tokens = Math.min(b.tokens, burst);
      b.rps = rps;
      b.burst = burst;
      b.concurrency = concurrency;
      const elapsed = now - b.refilledAt;
      if (elapsed > 0) {
        b.tokens = Math.min(burst, b.tokens + (elapsed * rps) / 1000);
        b.refilledAt = now;
      }
    }
    if (b.inFlight >= concurrency) {
      const headers = this.headers(b, now, 'concurrency');
      headers.push(['Retry-After', '1']);
      throw new HttpError(429, 'rate_limited',
        `Concurrency limit of ${concurrency} in-flight requests exceeded for this organization; retry in 1 second`,
        { scope: 'concurrency', limit: concurrency, retryAfter: 1 }, headers);
    }
    if (b.tokens < 1) {
      const wait = Math.max(1, Math.ceil((1 - b.tokens) / rps));
      const headers = this.headers(b, now, 'rps');
      headers.push(['Retry-After', String(wait)]);
      throw new HttpError(429, 'rate_limited',
        `Rate limit of ${rps} requests per second exceeded for this organization; retry in ${wait} s`,
        { scope: 'rps', limit: rps, retryAfter: wait }, headers);
    }
    b.tokens -= 1;
    b.inFlight += 1;
    const bucket = b;
    let released = false;
    return {
      headers: this.headers(b, now, 'rps'),
      release: () => {
        if (released) return;
        released = true;
        bucket.inFlight -= 1;
      },
    };
  }

  private headers(b: Bucket, now: number, scope: 'rps' | 'concurrency'): Array<[string, string]> {
    const fullInMs = ((b.burst - b.tokens) * 1000) / b.rps;
    return [
      ['X-RateLimit-Limit', String(b.rps)],
      ['X-RateLimit-Burst', String(b.burst)],
      ['X-RateLimit-Remaining', String(Math.max(0, Math.floor(b.tokens)))],
      ['X-RateLimit-Reset', new Date(now + Math.ceil(fullInMs)).toISOString()],
      ['X-RateLimit-Scope', scope],
      ['X-RateLimit-Concurrency-Limit', String(b.concurrency)],
      ['X-RateLimit-Concurrency-Remaining', String(Math.max(0, b.concurrency - b.inFlight))],
    ];
  }
}
