// Messages between the main thread and the enrichment workers, encoded with msgpackr.
// The worker serialises the result JSON itself, so the main thread only concatenates text.
import { Packr } from 'msgpackr';
import type { Direction, LocationData, MerchantData } from '../../workers/engine/types.js';

const packr = new Packr({ useRecords: false, moreTypes: false });

/**
 * [title, country, type, budgetMs, iconBase?] — a tuple keeps the message small. iconBase is
 * the origin of icon URLs in the response (default: the pool's iconBaseUrl).
 */
export type EnrichRequest = [title: string, country: string, type: Direction, budgetMs: number, iconBase?: string];

export interface EnrichReply {
  /** JSON text of `{"transaction":…,"enrichments":…,"entities":…}` for the response (absolute icon URLs). */
  json: string;
  /** The same with icons relative (`/icons/x.svg`), as stored; absent when identical to `json`. */
  storedJson?: string;
  partial: boolean;
  errors: string[];
  merchantId: string | null;
  /** The matched merchant (lets storage persist merchants the engine derived on the fly). */
  merchant: MerchantData | null;
  location: LocationData | null;
  /** Time spent inside the engine, milliseconds. */
  engineMs: number;
}

/** Encodes into a fresh, exactly sized array (msgpackr reuses its buffer; we transfer ours). */
function encode(value: unknown): Uint8Array {
  const view = packr.pack(value);
  const out = new Uint8Array(view.length);
  out.set(view);
  return out;
}

export function encodeRequest(req: EnrichRequest): Uint8Array {
  return encode(req);
}

export function decodeRequest(bytes: Uint8Array): EnrichRequest {
  return packr.unpack(bytes) as EnrichRequest;
}

export function encodeReply(reply: EnrichReply): Uint8Array {
  return encode(reply);
}

export function decodeReply(bytes: Uint8Array): EnrichReply {
  return packr.unpack(bytes) as EnrichReply;
}
