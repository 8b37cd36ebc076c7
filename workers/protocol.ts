// Messages between the main thread and the enrichment workers (msgpackr). Owned by workers/ so
// both sides import it in the allowed direction (src/ may import workers/, never the reverse).
//
// One message carries a BATCH: every job that arrived in one event-loop turn goes to a worker as
// one task and comes back as one reply, so the per-message cost of the hop (postMessage, wake-up,
// Atomics) is paid per batch, not per request. The worker produces the exact text the main thread
// needs (the result JSON, the errors JSON, the merchant and location JSON), so the main thread only
// concatenates. The result JSON, the one big text (~1.5 KB), travels as UTF-8 bytes and stays
// bytes on the main thread: the response and the database row take it as it is, where a string
// was decoded here and encoded again twice (response, database parameter).
import { Packr } from 'msgpackr';
import type { Direction } from './engine/types.js';

const packr = new Packr({ useRecords: false, moreTypes: false });

/** One job: [title, country, type]. */
export type EnrichJob = [title: string, country: string, type: Direction];

/** A batch request: the per-request budget (ms) and the jobs. */
export interface BatchRequest {
  budgetMs: number;
  jobs: EnrichJob[];
}

export interface EnrichReply {
  /**
   * UTF-8 JSON text of `{"transaction":…,"enrichments":…,"entities":…}` produced in the worker;
   * icon paths relative (`/icons/x.svg`). A view into the batch's reply message (see ResultCache).
   */
  json: Buffer;
  partial: boolean;
  errors: string[];
  /** JSON text of `errors` (the response and the stored row use it as is). */
  errorsJson: string;
  merchantId: string | null;
  /** JSON text of the merchant's data (the writer stores it when the id is new), null when none. */
  merchantJson: string | null;
  locationId: string | null;
  /** JSON text of the matched location (the writer upserts it), null when none. */
  locationJson: string | null;
  /** Time spent inside the engine, milliseconds. */
  engineMs: number;
}

/** A batch reply: the worker's data version (the result cache keys on it) and one reply per job, in order. */
export interface BatchReply {
  dataVersion: string;
  replies: EnrichReply[];
}

// On the wire a reply is a flat tuple (no key strings per reply).
const FIELDS = 9;

/** Encodes into a fresh, exactly sized array (msgpackr reuses its buffer; ours is transferred). */
function encode(value: unknown): Uint8Array {
  const view = packr.pack(value);
  const out = new Uint8Array(view.length);
  out.set(view);
  return out;
}

export function encodeBatchRequest(budgetMs: number, jobs: EnrichJob[]): Uint8Array {
  const flat: unknown[] = [budgetMs];
  for (const j of jobs) flat.push(j[0], j[1], j[2]);
  return encode(flat);
}

export function decodeBatchRequest(bytes: Uint8Array): BatchRequest {
  const flat = packr.unpack(bytes) as unknown[];
  const jobs: EnrichJob[] = [];
  for (let i = 1; i + 2 < flat.length; i += 3) jobs.push([flat[i] as string, flat[i + 1] as string, flat[i + 2] as Direction]);
  return { budgetMs: flat[0] as number, jobs };
}

export function encodeBatchReply(reply: BatchReply): Uint8Array {
  const flat: unknown[] = [reply.dataVersion];
  for (const r of reply.replies) flat.push(r.json, r.partial, r.errors, r.errorsJson, r.merchantId, r.merchantJson, r.locationId, r.locationJson, r.engineMs);
  return encode(flat);
}

/** A Buffer over the same bytes (msgpackr hands a bin out as a Uint8Array view of the message). */
function asBuffer(u: Uint8Array): Buffer {
  return Buffer.isBuffer(u) ? u : Buffer.from(u.buffer, u.byteOffset, u.byteLength);
}

export function decodeBatchReply(bytes: Uint8Array): BatchReply {
  const f = packr.unpack(bytes) as unknown[];
  const replies: EnrichReply[] = [];
  for (let i = 1; i + FIELDS - 1 < f.length; i += FIELDS) {
    replies.push({
      json: asBuffer(f[i] as Uint8Array), partial: f[i + 1] as boolean, errors: f[i + 2] as string[], errorsJson: f[i + 3] as string,
      merchantId: f[i + 4] as string | null, merchantJson: f[i + 5] as string | null,
      locationId: f[i + 6] as string | null, locationJson: f[i + 7] as string | null,
      engineMs: f[i + 8] as number,
    });
  }
  return { dataVersion: f[0] as string, replies };
}
