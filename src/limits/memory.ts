// Per-node limits: a token bucket per organization (refill = rps, capacity = burst) plus a
// cap on concurrent in-flight requests. All authenticated endpoints draw from the same pool.
import { burstCapacity, type Admission, type Limiter, type OrgLimits } from './types.js';
import { concurrencyExceeded, rateExceeded, type BucketState } from './headers.js';
import { HeldAdmission } from './admission.js';

class MemoryAdmission extends HeldAdmission {
  constructor(rate: BucketState, private readonly bucket: Bucket) {
    super(rate);
  }
  protected free(): void {
    this.bucket.inFlight -= 1;
  }
}

interface Bucket {
  rps: number;
  capacity: number;
  concurrency: number;
  tokens: number;
  refilledAt: number; // ms (Date.now())
  inFlight: number;
}

/** The bucket's numbers at this moment (what its X-RateLimit-* headers and 429s show). */
function stateOf(b: Bucket, now: number): BucketState {
  return { rps: b.rps, capacity: b.capacity, tokens: b.tokens, concurrency: b.concurrency, inFlight: b.inFlight, now };
}

export class MemoryLimiter implements Limiter {
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
   * Admits one request or throws a 429 HttpError carrying the rate headers. The limits come
   * from the (cached) organization, so plan changes apply here too.
   */
  admit(orgId: string, limits: OrgLimits): Admission {
    const { rps, concurrency } = limits;
    const capacity = burstCapacity(limits);
    const now = Date.now();
    let b = this.buckets.get(orgId);
    if (b === undefined) {
      b = { rps, capacity, concurrency, tokens: capacity, refilledAt: now, inFlight: 0 };
      this.buckets.set(orgId, b);
    } else {
      if (b.capacity !== capacity) b.tokens = Math.min(b.tokens, capacity);
      b.rps = rps;
      b.capacity = capacity;
      b.concurrency = concurrency;
      const elapsed = now - b.refilledAt;
      if (elapsed > 0) {
        b.tokens = Math.min(capacity, b.tokens + (elapsed * rps) / 1000);
        b.refilledAt = now;
      }
    }
    if (b.inFlight >= concurrency) throw concurrencyExceeded(stateOf(b, now));
    if (b.tokens < 1) throw rateExceeded(stateOf(b, now));
    b.tokens -= 1;
    b.inFlight += 1;
    return new MemoryAdmission(stateOf(b, now), b);
  }

  take(orgId: string, limits: OrgLimits, n: number): number {
    if (n <= 0) return 0;
    const b = this.buckets.get(orgId);
    if (b === undefined) return 0; // admit() creates the bucket first
    const now = Date.now();
    const elapsed = now - b.refilledAt;
    if (elapsed > 0) {
      b.tokens = Math.min(burstCapacity(limits), b.tokens + (elapsed * limits.rps) / 1000);
      b.refilledAt = now;
    }
    const got = Math.min(n, Math.floor(b.tokens));
    b.tokens -= got;
    return got;
  }
}
