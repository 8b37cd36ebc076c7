// The X-RateLimit-* headers and 429 errors, shared by both backends so a client sees the same
// answer whichever node and backend served it.
import { HttpError } from '../http/envelope.js';

export interface BucketState {
  rps: number;
  capacity: number;
  tokens: number;
  concurrency: number;
  inFlight: number;
  now: number; // ms
}

/**
 * Hands the X-RateLimit-* headers of `s` to `write` one by one. A response writes them straight
 * out when it is sent: a request keeps only the numbers while it waits (its header strings and
 * tuples, ~0.6 KB, outlived the young generation under load and were promoted with every request).
 */
export function eachRateHeader(s: BucketState, scope: 'rps' | 'concurrency', write: (name: string, value: string) => void): void {
  const fullInMs = ((s.capacity - s.tokens) * 1000) / s.rps;
  write('X-RateLimit-Limit', String(s.rps));
  write('X-RateLimit-Remaining', String(Math.max(0, Math.floor(s.tokens))));
  write('X-RateLimit-Reset', new Date(s.now + Math.max(0, Math.ceil(fullInMs))).toISOString());
  write('X-RateLimit-Burst', String(s.capacity));
  write('X-RateLimit-Scope', scope);
  write('X-RateLimit-Concurrency-Limit', String(s.concurrency));
  write('X-RateLimit-Concurrency-Remaining', String(Math.max(0, s.concurrency - s.inFlight)));
}

/** The X-RateLimit-* headers of `s` as tuples (429 errors carry them; tests read them). */
export function rateHeaders(s: BucketState, scope: 'rps' | 'concurrency'): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  eachRateHeader(s, scope, (name, value) => { out.push([name, value]); });
  return out;
}

export function concurrencyExceeded(s: BucketState): HttpError {
  const headers = rateHeaders(s, 'concurrency');
  headers.push(['Retry-After', '1']);
  return new HttpError(429, 'rate_limited',
    `Concurrency limit of ${s.concurrency} in-flight requests exceeded for this organization; retry in 1 second`,
    { scope: 'concurrency', limit: s.concurrency, retryAfter: 1 }, headers);
}

export function rateExceeded(s: BucketState): HttpError {
  const wait = Math.max(1, Math.ceil((1 - s.tokens) / s.rps));
  const headers = rateHeaders(s, 'rps');
  headers.push(['Retry-After', String(wait)]);
  return new HttpError(429, 'rate_limited',
    `Rate limit of ${s.rps} requests per second exceeded for this organization; retry in ${wait} s`,
    { scope: 'rps', limit: s.rps, burst: s.capacity, retryAfter: wait }, headers);
}
