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
  /**
   * Byte offsets in `json` of each relative icon path's marker (ICON_MARKER), found by the worker
   * as it wrote the bytes, so a response puts the origin in front without scanning the text on the
   * main thread; null when not known (a corrected result: icons.ts scans then).
   */
  iconAt: number[] | null;
}

/** How a relative icon path starts in a result JSON text (the workers write icons relative). */
export const ICON_MARKER = '"icon":"/icons/';
const ICON_MARKER_BYTES = Buffer.from(ICON_MARKER);

/** A batch reply: the worker's data version (the result cache keys on it) and one reply per job, in order. */
export interface BatchReply {
  dataVersion: string;
  replies: EnrichReply[];
}

/** What a worker makes per job: an EnrichReply whose result JSON is still text (encodeBatchReply writes its UTF-8). */
export type WorkerReply = Omit<EnrichReply, 'json' | 'iconAt'> & { json: string };

// On the wire a reply is a flat tuple (no key strings per reply).
const FIELDS = 10;

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

// A batch reply is [u32 LE: length of the head][head: msgpack tuple][the result JSONs' UTF-8, one
// after the other]. The head gives each result's byte length where the bytes would be. The worker
// writes each result text's UTF-8 once, into a scratch buffer it keeps (Buffer.from per result, then
// msgpack copying the bins, then the exact-size copy cost 2.3 us more per result in one process:
// docs/BENCHMARKS.md); the message itself is then assembled with one copy.
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

export function encodeBatchReply(dataVersion: string, replies: readonly WorkerReply[]): Uint8Array {
  let worst = 0;
  for (const r of replies) worst += r.json.length * 3; // UTF-8 bytes per UTF-16 unit, at most
  if (scratch.length < worst) scratch = Buffer.allocUnsafeSlow(worst * 2);
  const head: unknown[] = [dataVersion];
  let size = 0;
  for (const r of replies) {
    const n = scratch.write(r.json, size);
    head.push(n, r.partial, r.errors, r.errorsJson, r.merchantId, r.merchantJson, r.locationId, r.locationJson, r.engineMs, iconOffsets(scratch, size, size + n));
    size += n;
  }
  const packed = packr.pack(head);
  const out = Buffer.allocUnsafeSlow(4 + packed.length + size);
  out.writeUInt32LE(packed.length, 0);
  out.set(packed, 4);
  scratch.copy(out, 4 + packed.length, 0, size);
  return out;
}

/** Offsets (from `start`) of the icon markers in buf[start, end), null when there is none (also src/enrich/icons.ts's scan). */
export function iconOffsets(buf: Buffer, start: number, end: number): number[] | null {
  // A view of this result only: indexOf on the scratch buffer would read on past `end` (to the
  // end of a buffer of stale bytes) for a result without icons.
  const text = buf.subarray(start, end);
  let at = text.indexOf(ICON_MARKER_BYTES);
  if (at < 0) return null;
  const out: number[] = [];
  while (at >= 0) {
    out.push(at);
    at = text.indexOf(ICON_MARKER_BYTES, at + ICON_MARKER_BYTES.length);
  }
  return out;
}

export function decodeBatchReply(bytes: Uint8Array): BatchReply {
  const buf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headLength = buf.readUInt32LE(0);
  const f = packr.unpack(buf.subarray(4, 4 + headLength)) as unknown[];
  let at = 4 + headLength;
  const replies: EnrichReply[] = [];
  for (let i = 1; i + FIELDS - 1 < f.length; i += FIELDS) {
    const n = f[i] as number;
    replies.push({
      json: buf.subarray(at, at + n), partial: f[i + 1] as boolean, errors: f[i + 2] as string[], errorsJson: f[i + 3] as string,
      merchantId: f[i + 4] as string | null, merchantJson: f[i + 5] as string | null,
      locationId: f[i + 6] as string | null, locationJson: f[i + 7] as string | null,
      engineMs: f[i + 8] as number, iconAt: f[i + 9] as number[] | null,
    });
    at += n;
  }
  if (at !== buf.length) throw new Error(`batch reply: ${buf.length - at} bytes left over after ${replies.length} results`);
  return { dataVersion: f[0] as string, replies };
}
