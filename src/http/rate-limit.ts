// Moved to src/limits/ (one interface, memory and Redis backends). Kept for existing imports.
import { MemoryLimiter } from '../limits/memory.js';
import type { Admission } from '../limits/types.js';

export type { Admission } from '../limits/types.js';

/** The per-node limiter with the earlier positional signature (unit tests use it). */
export class RateLimiter {
  private readonly inner = new MemoryLimiter();
  admit(orgId: string, rps: number, concurrency: number, burst?: number | null): Admission {
    return this.inner.admit(orgId, { rps, concurrency, burst });
  }
  stop(): void {
    this.inner.stop();
  }
}
