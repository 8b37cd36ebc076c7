// Workers emit icon paths relative (`/icons/x.svg`): that is what is stored, so URLs never go
// stale when the host or port changes. Whoever renders a result for a reader puts an origin in front.
import type { JsonPieces } from '../json-bytes.js';
// ICON_MARKER: how a relative icon path appears in the JSON texts the workers produce and the store keeps.
import { ICON_MARKER, iconOffsets } from '../../workers/protocol.js';

/** Puts `base` before every relative icon path of a result JSON text (one scan when it has none). */
export function renderIconPaths(json: string, base: string): string {
  return json.includes(ICON_MARKER) ? json.replaceAll(ICON_MARKER, `"icon":"${base}/icons/`) : json;
}

// The replacement bytes per origin: a node answers for few origins, so they are made once each
// (bounded: the origin may come from a request's Host header).
const replacements = new Map<string, Buffer>();
function replacementFor(base: string): Buffer {
  let r = replacements.get(base);
  if (r === undefined) {
    r = Buffer.from(`"icon":"${base}/icons/`);
    if (replacements.size < 64) replacements.set(base, r);
  }
  return r;
}

/**
 * renderIconPaths over UTF-8 bytes, appended to `out` as pieces (views of `json` and the
 * origin's replacement) from byte `from` on: nothing is copied here, send() joins the pieces
 * once. A result without icons is one piece. `iconAt`: where the markers are, as the worker
 * found them (EnrichReply.iconAt); without it the bytes are scanned the same way.
 */
export function pushIconPathPieces(out: JsonPieces, json: Buffer, base: string, from = 0, iconAt: readonly number[] | null = null): void {
  const offsets = iconAt ?? iconOffsets(json, 0, json.length);
  if (offsets !== null) {
    const replacement = replacementFor(base);
    for (let i = 0; i < offsets.length; i++) {
      const at = offsets[i]!;
      if (at < from) continue;
      out.push(json.subarray(from, at), replacement);
      from = at + ICON_MARKER.length; // (ASCII: as many bytes as characters)
    }
  }
  out.push(from === 0 ? json : json.subarray(from));
}
