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

export function rateHeaders(s: BucketState, scope: 'rps' | 'concurrency'): Array<[string, string]> {
  const fullInMs = ((s.capacity - s.tokens) * 1000) / s.rps;
  return [
    ['X-RateLimit-Limit', String(s.rps)],
    ['X-RateLimit-Remaining', String(Math.max(0, Math.floor(s.tokens)))],
    ['X-RateLimit-Reset', new Date(s.now + Math.max(0, Math.ceil(fullInMs))).toISOString()],
    ['X-RateLimit-Burst', String(s.capacity)],
    ['X-RateLimit-Scope', scope],
    ['X-RateLimit-Concurrency-Limit', String(s.concurrency)],
    ['X-RateLimit-Concurrency-Remaining', String(Math.max(0, s.concurrency - s.inFlight))],
  ];
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
