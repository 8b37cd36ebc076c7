// Load-generator jobs: what bench/http.ts asks the separate load process (load-gen.ts) to run.
import type { LatencySummary } from './stats.js';

/** One kind of request in a scenario; enrich requests get a unique Idempotency-Key each. */
export type RequestKind =
  | { kind: 'enrich' }
  | { kind: 'get'; path: string };

export interface ClosedLoopJob {
  type: 'autocannon';
  host: string;
  port: number;
  apiKey: string;
  connections: number;
  durationSec: number;
  /** Cycled through by every connection in order (repeat an entry to weight it). */
  mix: RequestKind[];
  keyPrefix: string;
}

export interface PacedJob {
  type: 'paced';
  host: string;
  port: number;
  durationSec: number;
  /** Each organization is paced evenly at its own rate, phases spread across the period. */
  orgs: { apiKey: string; rps: number }[];
  mix: RequestKind[];
  keyPrefix: string;
}

export type LoadJob = ClosedLoopJob | PacedJob | import('./wrk.js').WrkJob;

export interface LoadResult {
  tool: string;
  durationSec: number;
  sent: number;
  completed: number;
  rps: number;
  latencyMs: LatencySummary;
  statusCounts: Record<string, number>;
  /** Requests sent whose response never arrived (cut off at the end of a closed-loop run, or lost). */
  unanswered: number;
  errors: number;
  /** Enrich requests sent, and answered 200 (each of those must be stored). */
  enrichSent: number;
  enrichOk: number;
  /** wrk open loop: sends that left more than 1 ms after their scheduled time (client queueing). */
  lateSends?: { count: number; maxMs: number; meanMs: number };
  /** Per-organization statuses (paced jobs only). */
  perOrg?: { index: number; sent: number; ok: number; tooMany: number; other: number; connections: number }[];
}
