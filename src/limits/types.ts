// One interface for the per-organization limits (token bucket + concurrency slots), with a
// per-node memory backend and a Redis backend shared by every node (src/limits/index.ts).
import type { BucketState } from './headers.js';
export interface Admission {
  /** The bucket as this request found it: its X-RateLimit-* headers are rendered from it when the response is written. */
  readonly rate: BucketState;
  /** The same headers as tuples (rendered on each read). */
  readonly headers: Array<[string, string]>;
  /** Frees the concurrency slot; idempotent. */
  release(): void;
}

export interface OrgLimits {
  /** Refill rate, requests per second. */
  rps: number;
  /** Concurrent in-flight requests. */
  concurrency: number;
  /** Bucket capacity; defaults to 2 x rps (burstCapacity). */
  burst?: number | null;
}

export interface Limiter {
  /** Admits one request or throws a 429 HttpError carrying the rate headers and Retry-After. */
  admit(orgId: string, limits: OrgLimits): Admission | Promise<Admission>;
  /**
   * Takes up to `n` more whole tokens from the organization's bucket (right after admit()) and
   * returns how many it got: each item of a batch beyond the first counts as one request.
   */
  take(orgId: string, limits: OrgLimits, n: number): number | Promise<number>;
  stop(): void | Promise<void>;
}

/** DESIGN: capacity (burst) = 2 x rps unless the organization sets its own. */
export function burstCapacity(l: OrgLimits): number {
  return l.burst !== undefined && l.burst !== null && l.burst > 0 ? l.burst : 2 * l.rps;
}
